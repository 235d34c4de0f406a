/** The session's reports: those of its calls, including calls that completed since it last looked. */
import { getReport, listReports } from '../../../shared/api/demo';
import { notFound, pathId } from '../guards';
import type { Report } from '../recruiter';
import { upstream } from '../upstream';
import type { DemoContext } from './context';

export function reportRoutes({ deps, sessions, guards, route }: DemoContext): void {
  /** The session's report ids, newest first, with those of calls that completed since it last looked. */
  const reportIds = async (sessionId: string): Promise<number[]> => {
    for (const callId of await sessions.list(sessionId, 'call')) {
      const call = await upstream(deps.recruiter.getCall(callId)).catch(() => undefined);
      if (call?.report != null) await sessions.own(sessionId, 'report', call.report);
    }
    return (await sessions.list(sessionId, 'report')).sort((a, b) => b - a);
  };

  route(listReports, {
    visitor: guards.session,
    handle: async ({ query }, visitor) => {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 10;
      const ids = await reportIds(visitor.sid);
      const slice = ids.slice((page - 1) * pageSize, page * pageSize);
      const results: Report[] = await Promise.all(slice.map((id) => upstream(deps.recruiter.getReport(id))));
      return { count: ids.length, page, page_size: pageSize, results };
    },
  });

  route(getReport, {
    visitor: guards.session,
    handle: async ({ params }, visitor) => {
      const id = pathId(params);
      // A report of a call that completed since the session last looked is the session's too.
      if (!(await sessions.owns(visitor.sid, 'report', id)) && !(await reportIds(visitor.sid)).includes(id)) {
        throw notFound();
      }
      return upstream(deps.recruiter.getReport(id));
    },
  });
}
