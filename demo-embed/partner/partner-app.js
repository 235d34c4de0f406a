// The partner's own React 18 app: a header with a counter, and a calculator it renders itself.
const { createElement: h, useState } = window.React;

function PartnerHeader() {
  const [count, setCount] = useState(0);
  return h(
    'header',
    { className: 'partner-header' },
    h('strong', null, `Partner app on React ${window.React.version}`),
    h(
      'button',
      { id: 'partner-counter', type: 'button', onClick: () => setCount(count + 1) },
      `Clicked ${count} times`,
    ),
  );
}

function PartnerCalculatorSlot() {
  return h('alex-roi-calculator', { id: 'react-calculator', lang: 'en' });
}

window.ReactDOM.createRoot(document.getElementById('partner-header')).render(h(PartnerHeader));
window.ReactDOM.createRoot(document.getElementById('partner-react-slot')).render(h(PartnerCalculatorSlot));
