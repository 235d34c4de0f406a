/**
 * The wizard's calls (./api.ts), loaded with the first of them, or ahead as the visitor starts on step 1:
 * showing step 1 needs none of the endpoints and answer schemas they bring.
 */
import type { Gateway } from '../runtime/api';
import type { DemoApi, DemoCaptcha } from './api';

let module: Promise<typeof import('./api')> | undefined;

/** The calls' module; a failed download (offline) is tried again on the next call. */
function load(): Promise<typeof import('./api')> {
  if (!module) {
    module = import('./api');
    module.catch(() => {
      module = undefined;
    });
  }
  return module;
}

/** Starts the download ahead, when the visitor shows they are going on; a failure waits for the next call. */
export const prefetchDemoApi = (): void => void load().catch(() => undefined);

export function lazyDemoApi(getClient: () => Promise<Gateway>, captcha: DemoCaptcha): DemoApi {
  let made: DemoApi | undefined;
  const demo = async () => {
    made ??= (await load()).createDemoApi(getClient, captcha);
    return made;
  };
  return {
    verifyContent: async (content, language) => (await demo()).verifyContent(content, language),
    processUrl: async (url, language) => (await demo()).processUrl(url, language),
    parseJob: async (description) => (await demo()).parseJob(description),
    generateInterview: async (input) => (await demo()).generateInterview(input),
    createContact: async (input) => (await demo()).createContact(input),
    createCall: async (input) => (await demo()).createCall(input),
    sendLead: async (input) => (await demo()).sendLead(input),
    getCall: async (id) => (await demo()).getCall(id),
    getReport: async (id) => (await demo()).getReport(id),
    allowance: async (contactId) => (await demo()).allowance(contactId),
    voiceSampleUrl: async (language, persona) => (await demo()).voiceSampleUrl(language, persona),
  };
}
