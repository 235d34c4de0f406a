/**
 * A partner's server in a few lines: prints the HTML of a widget rendered ahead (widgets/server.tsx), for the e2e
 * tests to serve as a partner's page. Usage: node --import tsx render-ahead.ts <tag> <language> <gateway> [nonce]
 */
import type { Language } from '../../shared/languages';
import { renderWidget, type WidgetTag } from '../../widgets/server';

const [tag, language, origin, nonce] = process.argv.slice(2) as [WidgetTag, Language, string, string | undefined];
process.stdout.write(await renderWidget(tag, { 'home-url': '/' }, { language, origin, ...(nonce ? { nonce } : {}) }));
