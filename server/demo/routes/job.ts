/** Step 1: the job text, pasted or read from a URL, checked, then made the session's job. */
import { getJob, parseJob, processUrl, verifyContent } from '../../../shared/api/demo';
import { pathId } from '../guards';
import { upstream } from '../upstream';
import type { DemoContext } from './context';

export function jobRoutes({ deps, sessions, guards, route }: DemoContext): void {
  const { captcha, session, owned, limit, refund } = guards;

  route(verifyContent, {
    visitor: captcha,
    limit: limit('content-verification'),
    handle: ({ body }) => deps.content.verify(body.content, body.targetLanguage),
  });

  route(processUrl, {
    visitor: captcha,
    // Every fetch counts, whatever its outcome: it costs a fetch, and probing addresses must stay limited.
    limit: limit('url-processing'),
    handle: ({ body }) => deps.content.processUrl(body.url, body.targetLanguage),
  });

  route(parseJob, {
    visitor: captcha,
    limit: limit('job-parsing'),
    refund: refund('job-parsing'),
    handle: async ({ body }, visitor) => {
      const job = await upstream(deps.recruiter.parseJob(body));
      await sessions.own(visitor.sid, 'job', job.id);
      return job;
    },
  });

  // Counted before the ownership check: guessing the ids of others' jobs uses up the visitor's reads.
  route(getJob, {
    visitor: session,
    limit: limit('job-retrieval'),
    handle: async ({ params }, visitor) =>
      upstream(deps.recruiter.getJob(await owned(visitor.sid, 'job', pathId(params)))),
  });
}
