/**
 * The wizard's calls (./api.ts), loaded with the first of them, or ahead as the visitor starts on step 1:
 * showing step 1 needs none of the endpoints and answer schemas they bring.
 */
import type { Gateway } from '../runtime/api';
import type { DemoApi, DemoCaptcha, DemoCompany, PartnerOf } from './api';

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

export function lazyDemoApi(getClient: () => Promise<Gateway>, captcha: DemoCaptcha, partner?: PartnerOf): DemoApi {
  let made: DemoApi | undefined;
  /**
   * Runs a call on the module: at once when it is loaded, so that a creating call reads the captcha token as it
   * is asked for (./api.ts), as the lead does right before the post-contact gate clears the token.
   */
  const run = <R>(call: (api: DemoApi) => Promise<R>): Promise<R> => {
    if (made) return call(made);
    return load().then((module) => {
      made ??= module.createDemoApi(getClient, captcha, partner);
      return call(made);
    });
  };
  return {
    verifyContent: (content, language) => run((demo) => demo.verifyContent(content, language)),
    processUrl: (url, language) => run((demo) => demo.processUrl(url, language)),
    parseJob: (description) => run((demo) => demo.parseJob(description)),
    generateInterview: (input) => run((demo) => demo.generateInterview(input)),
    createContact: (input) => run((demo) => demo.createContact(input)),
    createCall: (input) => run((demo) => demo.createCall(input)),
    sendLead: (input) => run((demo) => demo.sendLead(input)),
    getCall: (id) => run((demo) => demo.getCall(id)),
    getReport: (id) => run((demo) => demo.getReport(id)),
    allowance: (contactId) => run((demo) => demo.allowance(contactId)),
    voiceSampleUrl: (language, persona) => run((demo) => demo.voiceSampleUrl(language, persona)),
  };
}

const companies = new WeakMap<() => Promise<Gateway>, Promise<DemoCompany>>();
const known = new WeakMap<() => Promise<Gateway>, DemoCompany>();

/** The gateway's company if it has already answered, without asking. */
export const knownCompany = (getClient: () => Promise<Gateway>): DemoCompany | undefined => known.get(getClient);

/**
 * The gateway's company, asked once per widget's client (ahead, as the visitor starts on step 1); a failure is
 * not remembered, so the next ask tries again.
 */
export function companyOf(getClient: () => Promise<Gateway>): Promise<DemoCompany> {
  let answer = companies.get(getClient);
  if (!answer) {
    answer = load()
      .then((module) => module.fetchCompany(getClient))
      .then((company) => {
        known.set(getClient, company);
        return company;
      });
    companies.set(getClient, answer);
    answer.catch(() => companies.delete(getClient));
  }
  return answer;
}
