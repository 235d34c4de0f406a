/** The posts the blog shows when its API cannot be reached (spec section 7): three English, one French, one Spanish. */
import type { BlogPost } from '../../../shared/blog';

export const SAMPLE_POSTS: readonly BlogPost[] = [
  {
    id: 'sample-seasonal-peaks-24-7-screening-calls',
    title: 'Seasonal peaks: how 24/7 screening calls keep up when applications spike',
    excerpt:
      'Retail at Christmas, logistics in the autumn, hospitality all summer: when applications triple for a few weeks, screening calls that run around the clock keep every applicant moving.',
    author: 'Julien Moreau',
    authorRole: 'Product Lead',
    date: '2026-08-04',
    readTime: 2,
    category: 'High-volume hiring',
    image: '/blog/high-volume.svg',
    featured: true,
    tags: ['High-volume hiring', 'Automation', 'Candidate experience'],
    status: 'Done',
    language: 'en',
    content: `<p>Every high-volume employer has its season. Retailers staff up for the Christmas rush, logistics sites for the autumn surge in parcels, hotels and beach bars for the summer. For a few weeks, applications can triple while the recruiting team stays exactly the same size.</p>
<h2>The peak arrives outside office hours</h2>
<p>Seasonal applicants are often students, people already holding another job, or parents fitting the search around the school run. They apply in the evening and at weekends, usually to several employers at once. A recruiter who starts calling back on Monday morning is already behind the employer who called on Sunday night.</p>
<h2>What round-the-clock screening looks like</h2>
<p>With <a href="/#alex">Alex</a> connected to your ATS, each new application triggers a pre-qualification call within minutes, whatever the hour. The call covers the questions your team has agreed for the season:</p>
<ul>
<li>which dates and shifts the candidate can work, including nights and weekends;</li>
<li>how they will get to the site, especially for early starts;</li>
<li>must-haves such as the right to work or a forklift licence;</li>
<li>whether they would like to stay on after the season.</li>
</ul>
<p>If the candidate does not pick up, Alex can try again later, and anyone who would rather speak to a person can say so. Answers are written back to the candidate record, so on Monday morning recruiters find a shortlist instead of a backlog.</p>
<h2>Prepare before the rush, not during it</h2>
<p>The peak is the worst moment to design a process. Agree the screening questions with hiring managers in the quiet months, test them on a small batch of roles, and check that the answers land where your recruiters actually look. Decide in advance who reviews the shortlists and how fast offers go out: a quick first call only helps if the next step is quick too.</p>
<blockquote><p>Seasonal hiring is a race against the calendar. The applicants you reach first are the ones still available when the season starts.</p></blockquote>
<p>Want to see how this works in your sector? Our <a href="/use-cases">use cases</a> show how retail, logistics and hospitality teams set it up.</p>`,
  },
  {
    id: 'sample-inside-a-voice-screening-call',
    title: 'Inside a voice screening call: how a five-minute conversation is structured',
    excerpt:
      'From the opening disclosure to the handover to a recruiter: what happens, step by step, when Alex calls a candidate, and why each part of the call is there.',
    author: 'Sofía Navarro',
    authorRole: 'Compliance & Data Protection',
    date: '2026-06-23',
    readTime: 2,
    category: 'Screening',
    image: '/blog/compliance.svg',
    featured: false,
    tags: ['Candidate experience', 'Automation'],
    status: 'Done',
    language: 'en',
    content: `<p>Before a first campaign, candidates, recruiters and works councils tend to ask the same question: what exactly happens when Alex calls? The short answer is a structured conversation of a few minutes, designed so that every candidate is treated the same way and recruiters get notes they can rely on. Here is how it unfolds.</p>
<h2>1. The introduction</h2>
<p>Alex says who it is calling for, why, and that it is an AI voice agent. The candidate can stop there, ask for a human recruiter or pick a better time. Being open from the first sentence is what the EU AI Act expects of systems that talk to people, and it is simply courteous.</p>
<h2>2. The screening questions</h2>
<p>Next come the questions your team has written for the role, asked in the same order for everyone: availability, location, required certificates, pay expectations. Alex follows up when an answer is unclear, but it does not invent new criteria, and it asks only what the job genuinely requires.</p>
<h2>3. The candidate's own questions</h2>
<p>A good call goes both ways. Candidates want to know about shifts, pay and start dates, and Alex answers from the information you have approved. Anything it cannot answer is passed on to the recruiter.</p>
<h2>4. The wrap-up and handover</h2>
<p>Alex explains what happens next and when the candidate will hear back. The answers, a short summary and the transcript go to the candidate record in your ATS. <strong>A recruiter decides who moves forward</strong>: the call gathers facts, it never rejects anyone on its own.</p>
<h2>What stays in place around the call</h2>
<ul>
<li>Call recordings, transcripts and scores are hosted in the EU and kept only as long as your retention policy allows.</li>
<li>Candidates can exercise their GDPR rights, including access and erasure.</li>
<li>Your team can review any call, with its transcript, whenever a question comes up.</li>
</ul>
<p>For the details, from consent to retention periods, see our <a href="/faq">FAQ</a>.</p>`,
  },
  {
    id: 'sample-time-to-contact-and-cost-per-hire',
    title: 'Time-to-contact and cost per hire: two numbers to track before you automate',
    excerpt:
      'Before changing how you screen candidates, measure how long applicants wait for a first call and what each hire really costs. Both numbers can come from data you already have.',
    author: 'Camille Laurent',
    authorRole: 'Head of Customer Success',
    date: '2026-07-14',
    readTime: 2,
    category: 'Recruiting metrics',
    image: '/blog/high-volume.svg',
    featured: false,
    tags: ['High-volume hiring', 'Automation'],
    status: 'Done',
    language: 'en',
    content: `<p>Teams that automate their first screening calls often struggle to say, a few months later, what actually changed. The reason is usually simple: nobody wrote down the starting point. Two numbers are enough to fix that, and most of the data already sits in your ATS.</p>
<h2>Time-to-contact</h2>
<p>Time-to-contact is the time between an application arriving and the first real conversation with the candidate. Voicemails and unanswered texts do not count. Track it as a median rather than an average, so that a handful of candidates called weeks later do not distort the picture, and look at the share of applicants who are never reached at all. In high-volume hiring, that second figure is often the bigger surprise.</p>
<h2>Cost per hire</h2>
<p>Cost per hire adds up what you spend to fill roles and divides it by the number of hires. Keep the formula simple and keep it stable:</p>
<ul>
<li>job board and advertising spend;</li>
<li>recruiter time, valued at a fully loaded hourly cost;</li>
<li>tools and agency fees;</li>
<li>the cost of no-shows and early leavers who have to be replaced.</li>
</ul>
<p>The last line is the one most often left out, and in shift-based work it can weigh heavily.</p>
<h2>Running a fair comparison</h2>
<p>Pick one site or one job family and record both numbers over four to six weeks. Then switch on automated screening calls for the same roles and measure again. Compare like with like: the same season, similar volumes, the same definitions. If applications jump in the second period, compare figures per hire rather than totals.</p>
<blockquote><p>If you never measured the wait, you cannot show that you shortened it.</p></blockquote>
<p>To estimate the outcome before you start, enter your own volumes and salaries in the <a href="/#roi">ROI calculator</a>. It gives a first idea of the hours and money at stake; your own baseline will tell you the rest.</p>`,
  },
  {
    id: 'sample-relances-candidats-interim',
    title: "Relances en intérim : ne plus perdre un candidat faute de l'avoir rappelé",
    excerpt:
      "Candidat injoignable, dossier incomplet, disponibilités inconnues : en agence d'intérim, les relances dévorent des heures. Comment les organiser pour qu'aucun profil ne se perde en route.",
    author: 'Julien Moreau',
    authorRole: 'Responsable produit',
    date: '2026-07-07',
    readTime: 2,
    category: 'Intérim',
    image: '/blog/reactivation.svg',
    featured: true,
    tags: ['Intérim', 'Automatisation', 'Expérience candidat'],
    status: 'Done',
    language: 'fr',
    content: `<p>Dans une agence d'intérim, une bonne partie de la semaine passe en relances. Le candidat qui a postulé mardi et n'a pas décroché. L'intérimaire dont il manque encore le justificatif de domicile ou la copie du CACES. Celui qui termine sa mission vendredi et dont personne ne sait s'il sera disponible lundi. Chaque appel est court, mais mis bout à bout, ils occupent des journées entières.</p>
<h2>Pourquoi les relances passent à la trappe</h2>
<p>Une relance n'est jamais urgente, jusqu'au moment où elle le devient. Quand une commande client tombe à 17 heures pour le lendemain matin, l'équipe appelle les profils qu'elle connaît, pas ceux dont le dossier est resté en suspens. Résultat : des candidats motivés attendent un rappel qui ne vient pas, et finissent par travailler pour l'agence d'en face.</p>
<h2>Trois relances à confier à un agent vocal</h2>
<ol>
<li><strong>Le premier contact manqué.</strong> <a href="/#alex">Alex</a> rappelle le candidat à d'autres moments de la journée, en début de soirée ou le samedi matin, dans la limite de tentatives que vous fixez.</li>
<li><strong>Le dossier incomplet.</strong> Alex précise quelles pièces manquent et comment les transmettre, puis note la date à laquelle le candidat s'engage à les envoyer.</li>
<li><strong>Les disponibilités de la semaine.</strong> Chaque jeudi, un appel court demande aux intérimaires en fin de mission s'ils sont libres, sur quels horaires et dans quel secteur.</li>
</ol>
<p>Les réponses remontent dans votre logiciel, qu'il s'agisse de Tool4Staffing, de Bullhorn ou d'un autre outil : la chargée d'agence voit d'un coup d'œil qui est disponible, qui doit encore envoyer un document et qui ne souhaite plus être contacté.</p>
<h2>Relancer sans harceler</h2>
<p>Une bonne relance reste respectueuse. Limitez le nombre de tentatives, évitez les horaires trop matinaux ou trop tardifs, et laissez toujours au candidat la possibilité de parler à un conseiller ou de demander à ne plus être appelé. Dès la première phrase, il sait qu'il échange avec une IA.</p>
<blockquote><p>Un intérimaire rappelé au bon moment est un intérimaire qui revient.</p></blockquote>
<p>Pour voir comment d'autres agences organisent ces appels, consultez nos <a href="/use-cases">cas d'usage</a>.</p>`,
  },
  {
    id: 'sample-confirmacion-de-turnos-hosteleria',
    title: 'Confirmar turnos en hostelería: la llamada de la víspera que evita huecos en sala',
    excerpt:
      'Bodas, terrazas, banquetes: en hostelería, un extra que no aparece se nota en cada mesa. Cómo confirmar los turnos por teléfono la víspera y tener margen para cubrir las bajas.',
    author: 'Camille Laurent',
    authorRole: 'Responsable de Customer Success',
    date: '2026-05-26',
    readTime: 2,
    category: 'Hostelería',
    image: '/blog/no-shows.svg',
    featured: true,
    tags: ['Hostelería', 'Ausencias', 'Automatización'],
    status: 'Done',
    language: 'es',
    content: `<p>En hostelería, la temporada se juega turno a turno. Un restaurante con terraza necesita dos camareros más para el sábado, un hotel monta un banquete de boda para doscientos invitados, un chiringuito alarga el horario en pleno agosto. Detrás de cada turno hay una persona que dijo que sí, a veces hace una semana, a veces por WhatsApp. Y no siempre aparece.</p>
<h2>El mensaje que nadie contesta</h2>
<p>Muchos equipos confirman los turnos con un mensaje. Funciona a medias: el silencio no significa ni sí ni no, y el encargado descubre el hueco cuando ya ha abierto el local. Una llamada pide una respuesta clara y, si la respuesta es no, deja tiempo para buscar a otra persona.</p>
<h2>Cómo organizar la confirmación</h2>
<ol>
<li><strong>La víspera, a media tarde.</strong> <a href="/#alex">Alex</a> llama a cada extra previsto para el día siguiente y repasa con él la hora de entrada, la dirección y el uniforme.</li>
<li><strong>Si no puede venir</strong>, lo anota en el momento y avisa al coordinador, que todavía tiene unas horas para cubrir el turno.</li>
<li><strong>Si no contesta</strong>, vuelve a intentarlo más tarde; si sigue sin respuesta, el turno queda marcado como dudoso para que alguien llame en persona.</li>
<li><strong>Para cubrir las bajas</strong>, llama a los candidatos de reserva de la bolsa y pregunta quién está libre.</li>
</ol>
<p>La conversación dura apenas un par de minutos, puede hacerse en hasta 8 idiomas, entre ellos el español, el inglés y el francés, algo muy útil con personal de temporada de distintos países, y la respuesta queda registrada en la ficha del candidato.</p>
<h2>Lo que cambia para el equipo</h2>
<p>El encargado deja de empezar el servicio preguntándose quién vendrá. El coordinador de la ETT o de recursos humanos pasa de apagar fuegos a las ocho de la mañana a planificar la tarde anterior. Y el candidato recibe algo que se agradece: una indicación clara de dónde y a qué hora tiene que estar.</p>
<blockquote><p>Un turno confirmado la víspera es un turno que todavía se puede cubrir si algo falla.</p></blockquote>
<p>¿Cuántas horas y cuántas ausencias supone esto en su caso? Haga la cuenta con nuestra <a href="/#roi">calculadora de ROI</a>.</p>`,
  },
];
