/**
 * Step 1 of the demo: what the visitor pasted is verified; a job post URL is read safely, then verified
 * the same way. Translation happens only when a chat-completions provider is configured.
 */
import type { ProcessUrlResult } from '../../shared/demo';
import type { Config } from '../config';
import type { ContentService } from '../demo/services';
import type { Metrics } from '../observability/metrics';
import { chatCompletionsTranslator } from './llm';
import { processJobUrl } from './process-url';
import { type Translator, verifyContent } from './verify';

interface ContentOptions {
  translator?: Translator;
  /** Test pages on this machine only (NODE_ENV=test). */
  allowLoopback: boolean;
  now?: () => number;
}

function contentService({ translator, allowLoopback, now = Date.now }: ContentOptions): ContentService {
  const options = translator ? { translator } : {};
  return {
    verify: (content, targetLanguage) => verifyContent(content, targetLanguage, options),
    async processUrl(url, targetLanguage): Promise<ProcessUrlResult> {
      const started = now();
      const page = await processJobUrl(url, { allowLoopback });
      const verification = await verifyContent(page.content, targetLanguage, options);
      return {
        success: true,
        content: page.content,
        originalUrl: page.originalUrl,
        processingTime: Math.max(0, now() - started),
        source: page.source,
        verification,
      };
    },
  };
}

/** The content service the configuration asks for; `metrics` times the translations. */
export function configuredContent(config: Config, metrics?: Pick<Metrics, 'upstream'>): ContentService {
  if (!config.llm) return contentService({ allowLoopback: config.urlFetchAllowLoopback });
  const translator = chatCompletionsTranslator({
    url: config.llm.url,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    timeoutMs: config.llm.timeoutMs,
  });
  return contentService({
    allowLoopback: config.urlFetchAllowLoopback,
    translator: metrics
      ? { translate: (...args) => metrics.upstream('llm', () => translator.translate(...args)) }
      : translator,
  });
}
