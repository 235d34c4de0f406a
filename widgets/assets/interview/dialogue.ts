/**
 * The interview example the audio player plays (`interview-{language}.mp3` and its captions): Alex, the AI
 * recruiter, pre-qualifies a candidate for a warehouse job by phone. Alex's first turn says that the caller is an AI
 * and that the call is recorded, as every real call does. Each turn's text is both what the voice says and the
 * captions, so the French follows French typography (a narrow no-break space before ? ! : ;). make.ts voices it;
 * the copy lint reads it too (locales/copy-lint.test.ts, locales/claims.test.ts).
 */
/** The languages the example is recorded in: Spanish pages play the English recording (spec, "Demo landing"). */
export const INTERVIEW_LANGUAGES = ['en', 'fr'] as const;
export type InterviewLanguage = (typeof INTERVIEW_LANGUAGES)[number];

export type Speaker = 'alex' | 'candidate';
export type Turn = [speaker: Speaker, text: string];

/** How the captions name each speaker. */
export const NAMES: Record<InterviewLanguage, Record<Speaker, string>> = {
  en: { alex: 'Alex', candidate: 'Sam' },
  fr: { alex: 'Alex', candidate: 'Samuel' },
};

export const DIALOGUE: Record<InterviewLanguage, Turn[]> = {
  en: [
    [
      'alex',
      'Hello Sam, this is Alex, the AI recruiting assistant for Northgate Logistics. This call is recorded to follow up on your application. You applied for the order picker job at our Lyon warehouse. Do you have two minutes for a few questions?',
    ],
    ['candidate', 'Hi Alex. Yes, now is fine.'],
    [
      'alex',
      'Great. The shifts run from five in the morning to one in the afternoon, Monday to Friday. Would that work for you?',
    ],
    ['candidate', 'Yes. I live twenty minutes away and I have a car, so early starts are no problem.'],
    ['alex', 'Perfect. Have you worked in a warehouse before?'],
    [
      'candidate',
      'Yes, two years in a supermarket distribution centre. I picked orders with a handheld scanner, and I have a forklift licence.',
    ],
    ['alex', 'That is very useful. And what makes you want this job?'],
    ['candidate', 'I like active work and a clear routine. And I heard you train people to become team leaders.'],
    [
      'alex',
      'Thank you, Sam. Your profile fits what the site manager is looking for. You will get a text message within two days to book a visit of the warehouse. Have a good day!',
    ],
    ['candidate', 'Thank you, goodbye!'],
  ],
  fr: [
    [
      'alex',
      "Bonjour Samuel, ici Alex, l'assistant de recrutement de Northgate Logistique. Je suis une intelligence artificielle, et cet appel est enregistré pour le suivi de votre candidature. Avez-vous deux minutes\u202f?",
    ],
    ['candidate', "Bonjour Alex. Oui, c'est un bon moment."],
    [
      'alex',
      'Très bien. Vous avez postulé comme préparateur de commandes dans notre entrepôt de Lyon. Les horaires sont de cinq heures à treize heures, du lundi au vendredi. Est-ce que cela vous convient\u202f?',
    ],
    ['candidate', "Oui. J'habite à vingt minutes et j'ai une voiture, donc commencer tôt ne me pose pas de problème."],
    ['alex', 'Parfait. Avez-vous déjà travaillé en entrepôt\u202f?'],
    [
      'candidate',
      "Oui, deux ans dans une plateforme de grande distribution. Je préparais les commandes avec un scanner, et j'ai le CACES pour les chariots.",
    ],
    ['alex', "C'est très utile. Qu'est-ce qui vous donne envie de rejoindre notre équipe\u202f?"],
    [
      'candidate',
      "J'aime le travail actif et les journées bien organisées. Et on m'a dit que vous formez des chefs d'équipe.",
    ],
    [
      'alex',
      "Merci, Samuel. Votre profil correspond à ce que recherche la responsable du site. Vous recevrez un SMS sous deux jours pour planifier une visite de l'entrepôt. Bonne journée\u202f!",
    ],
    ['candidate', 'Merci, au revoir\u202f!'],
  ],
};

/** A turn's sentences, each its own caption ("Bonjour Alex. Oui, c'est un bon moment." makes two). */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=\S)/);
