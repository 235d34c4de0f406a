/** Step 2: the interview generated for the session's job with a voice of its language; the voice samples. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  generateInterview,
  generateInterviewAudio,
  getInterview,
  getInterviewTemplate,
  voiceSample,
} from '../../../shared/api/demo';
import type { RequestOf } from '../../../shared/api/endpoint';
import { INTERVIEW_DURATION, INTERVIEW_TEMPLATE_IDS, VOICES } from '../../../shared/demo';
import { HttpError } from '../../http/errors';
import { type CaptchaVisitor, notFound, pathId } from '../guards';
import { type GenerateInterviewInput, jobNotFound } from '../recruiter';
import { recruiterFailure, upstream } from '../upstream';
import type { DemoContext } from './context';

/** Either form of the request, checked against the session's jobs, the language's voices and template. */
async function interviewInput(
  sessions: DemoContext['sessions'],
  { body }: RequestOf<typeof generateInterview>,
  visitor: CaptchaVisitor,
): Promise<GenerateInterviewInput> {
  // Two forms: the wizard's flat one and the audio demo's, which nests the job and the voice.
  const form =
    'job' in body
      ? {
          name: body.name,
          jobId: body.job.id,
          language: body.language,
          voice: body.voice.name,
          tone: body.tone,
          sharpness: body.sharpness,
          templateId: body.custom_template?.id,
          duration: body.duration,
        }
      : body;
  const { language } = form;
  if (!(await sessions.owns(visitor.sid, 'job', form.jobId))) throw recruiterFailure(jobNotFound(form.jobId));
  const voices = Object.values(VOICES[language]).map((v) => v.name);
  if (!voices.includes(form.voice)) {
    throw new HttpError(400, 'VALIDATION_ERROR', `voice must be one of ${[...new Set(voices)].join(', ')}`, {
      fields: [{ field: 'voice', issue: 'invalid', message: `Unknown voice for ${language}` }],
    });
  }
  const templateId = ('templateId' in form ? form.templateId : undefined) ?? INTERVIEW_TEMPLATE_IDS[language];
  if (templateId !== INTERVIEW_TEMPLATE_IDS[language]) {
    throw new HttpError(400, 'VALIDATION_ERROR', `Template ${templateId} is not available for ${language}`, {
      fields: [{ field: 'custom_template.id', issue: 'invalid', message: `Not the template for ${language}` }],
    });
  }
  const duration = ('duration' in form ? form.duration : undefined) ?? INTERVIEW_DURATION;
  return {
    name: form.name,
    jobId: form.jobId,
    language,
    voice: form.voice,
    tone: form.tone,
    sharpness: form.sharpness,
    templateId,
    duration,
  };
}

export function interviewRoutes({ deps, sessions, guards, route }: DemoContext): void {
  const { captcha, session, owned, limit, refund } = guards;

  for (const endpoint of [generateInterview, generateInterviewAudio]) {
    route(endpoint, {
      visitor: captcha,
      check: (request, visitor) => interviewInput(sessions, request, visitor),
      // Both forms count together.
      limit: limit('interview-generation'),
      refund: refund('interview-generation'),
      handle: async (input, visitor) => {
        const interview = await upstream(deps.recruiter.generateInterview(input));
        await sessions.own(visitor.sid, 'interview', interview.id);
        return interview;
      },
    });
  }

  route(getInterview, {
    visitor: session,
    handle: async ({ params }, visitor) =>
      upstream(deps.recruiter.getInterview(await owned(visitor.sid, 'interview', pathId(params)))),
  });

  route(getInterviewTemplate, {
    handle: async ({ params }) => {
      const id = pathId(params);
      // Only the demo's own templates exist for a visitor.
      if (!Object.values(INTERVIEW_TEMPLATE_IDS).includes(id)) throw notFound();
      return upstream(deps.recruiter.getInterviewTemplate(id));
    },
  });

  route(voiceSample, {
    handle: async ({ body: { language, persona } }, _visitor, _req, res) => {
      const file = path.join(deps.voiceSamplesDir, `${language}-${persona}.mp3`);
      if (!existsSync(file)) {
        throw new HttpError(404, 'NOT_FOUND', `No voice sample available for ${language}-${persona}`);
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('audio/mpeg').sendFile(file);
    },
  });
}
