/**
 * What the sandbox's simulated candidate answers, per topic and language, in a strong and a partial form, and
 * the sentence the report gives as the reason for each score. The candidate speaks in the first person and in
 * words that hold for anyone (no gendered adjective in French or Spanish). `{job}` is the job's title,
 * `{years}` a length of experience.
 */
import type { Language } from '../../../shared/languages';
import type { Topic } from './questions';

/** A strong answer, or a partial one that leaves the recruiter something to check. */
export type Band = 'strong' | 'partial';

const a = (strong: string, partial: string): Record<Band, string> => ({ strong, partial });

export const ANSWERS: Record<Topic, Record<Language, Record<Band, string>>> = {
  intro: {
    en: a(
      'I like hands-on work with a clear routine, and the {job} job matches what I’ve done so far. The site is also close to home.',
      'I’m looking for something stable at the moment. I saw the ad for the {job} job and thought I’d apply.',
    ),
    fr: a(
      'J’aime le travail concret et bien organisé, et le poste de {job} correspond à ce que je fais depuis des années. En plus, le site est près de chez moi.',
      'Je cherche quelque chose de stable en ce moment. J’ai vu l’annonce pour le poste de {job} et j’ai postulé.',
    ),
    es: a(
      'Me gusta el trabajo práctico y bien organizado, y el puesto de {job} encaja con lo que hago desde hace años. Además, el centro me queda cerca de casa.',
      'Ahora mismo busco algo estable. Vi el anuncio del puesto de {job} y me animé a presentarme.',
    ),
  },
  experience: {
    en: a(
      '{years} in a similar role. Last year I trained two new starters, and my error rate stayed close to zero.',
      'A few months of temporary work in a similar role, and before that, jobs in other fields.',
    ),
    fr: a(
      '{years} sur un poste similaire. L’an dernier, j’ai formé deux nouveaux collègues et mon taux d’erreur est resté quasi nul.',
      'Quelques mois d’intérim sur un poste proche, et avant cela, des emplois dans d’autres domaines.',
    ),
    es: a(
      '{years} en un puesto parecido. El año pasado formé a dos compañeros nuevos y mi tasa de errores fue casi nula.',
      'Unos meses de trabajo temporal en un puesto parecido y, antes, empleos en otros sectores.',
    ),
  },
  shifts: {
    en: a(
      'No problem: I’ve worked rotating early and late shifts for two years, nights included.',
      'Early and late shifts are fine, but nights would be hard for me right now.',
    ),
    fr: a(
      'Aucun souci : je travaille en 2x8 depuis deux ans, et les nuits ne me posent pas de problème.',
      'Le matin et l’après-midi, ça me va, mais les nuits seraient difficiles pour moi en ce moment.',
    ),
    es: a(
      'Sin problema: llevo dos años haciendo turnos rotativos de mañana y tarde, y también noches.',
      'Mañanas y tardes, bien, pero las noches ahora mismo me resultarían difíciles.',
    ),
  },
  weekends: {
    en: a(
      'Yes, I can work two weekends a month, and more in busy periods.',
      'One weekend a month at most: I have family commitments on the others.',
    ),
    fr: a(
      'Oui, je peux assurer deux week-ends par mois, et davantage en période de pointe.',
      'Un week-end par mois au maximum : j’ai des obligations familiales les autres.',
    ),
    es: a(
      'Sí, puedo cubrir dos fines de semana al mes, y más en temporada alta.',
      'Como mucho un fin de semana al mes: los demás tengo obligaciones familiares.',
    ),
  },
  driving: {
    en: a(
      'I’ve held a full driving licence for eight years and I have my own car, so getting to work is easy.',
      'I’m taking my driving test next month; until then I’d come by bus.',
    ),
    fr: a(
      'J’ai le permis B depuis huit ans et une voiture, donc venir au travail ne pose aucun problème.',
      'Je passe le permis le mois prochain ; en attendant, je viendrais en bus.',
    ),
    es: a(
      'Tengo el carné B desde hace ocho años y coche propio, así que llegar al trabajo no es problema.',
      'Me examino del carné el mes que viene; mientras tanto, iría en autobús.',
    ),
  },
  equipment: {
    en: a(
      'Yes, my forklift certificate is up to date and I drive a reach truck most days in my current job.',
      'I’ve used a pallet jack, but I don’t have a forklift certificate yet.',
    ),
    fr: a(
      'Oui, mon CACES est à jour et je conduis un chariot presque tous les jours dans mon poste actuel.',
      'J’ai déjà utilisé un transpalette, mais je n’ai pas encore de CACES.',
    ),
    es: a(
      'Sí, tengo el carné de carretillero en vigor y manejo una retráctil casi a diario en mi trabajo actual.',
      'He usado transpaleta, pero todavía no tengo el carné de carretillero.',
    ),
  },
  customer: {
    en: a(
      'I listen first, apologise, and offer a fix I can deliver on the spot. Last month that turned a complaint into a regular customer.',
      'I’d stay calm and call my manager; I don’t have much experience with complaints.',
    ),
    fr: a(
      'J’écoute d’abord, je m’excuse et je propose une solution immédiate. Le mois dernier, une réclamation s’est terminée avec un client fidèle.',
      'Je garderais mon calme et j’appellerais mon responsable ; je n’ai pas beaucoup l’habitude des réclamations.',
    ),
    es: a(
      'Primero escucho, pido disculpas y ofrezco una solución en el momento. El mes pasado, una queja acabó en un cliente habitual.',
      'Mantendría la calma y llamaría a mi responsable; no tengo mucha experiencia con quejas.',
    ),
  },
  physical: {
    en: a(
      'I’m used to it: in my last job I moved 15 to 20 kg parcels for a full shift, on my feet all day.',
      'Standing is fine, but I’d need time to get used to carrying heavy loads all day.',
    ),
    fr: a(
      'J’ai l’habitude : dans mon dernier poste, je portais des colis de 15 à 20 kg toute la journée, debout.',
      'Rester debout, ça va, mais porter des charges lourdes toute la journée me demanderait un temps d’adaptation.',
    ),
    es: a(
      'Tengo costumbre: en mi último trabajo movía bultos de 15 a 20 kg toda la jornada, siempre de pie.',
      'Estar de pie no es problema, pero cargar peso toda la jornada me costaría al principio.',
    ),
  },
  safety: {
    en: a(
      'I always wear my protective equipment and report hazards straight away; I once stopped the line over a damaged rack.',
      'I follow the rules I’m given, though I haven’t had formal safety training yet.',
    ),
    fr: a(
      'Je porte toujours mes EPI et je signale tout risque aussitôt ; j’ai déjà fait arrêter la ligne à cause d’un rack endommagé.',
      'J’applique les consignes qu’on me donne, mais je n’ai pas encore suivi de formation sécurité.',
    ),
    es: a(
      'Siempre llevo los EPI y aviso enseguida de cualquier riesgo; una vez paré la línea por una estantería dañada.',
      'Sigo las normas que me indican, aunque todavía no he hecho formación en seguridad.',
    ),
  },
  languages: {
    en: a(
      'English is my first language, my Spanish is fluent and I get by in French; I use all three with customers.',
      'Mostly English. I understand some Spanish, but speaking it is still hard for me.',
    ),
    fr: a(
      'Le français est ma langue maternelle, je parle couramment anglais et je me débrouille en espagnol ; je les utilise avec la clientèle.',
      'Surtout le français. Je comprends un peu l’anglais, mais j’ai encore du mal à le parler.',
    ),
    es: a(
      'El español es mi lengua materna, hablo inglés con fluidez y me defiendo en francés; los uso a diario con clientes.',
      'Sobre todo español. Entiendo algo de inglés, pero todavía me cuesta hablarlo.',
    ),
  },
  teamwork: {
    en: a(
      'I like a team where people cover for each other; I’m often the one who organises the handover at the end of a shift.',
      'I get on with everyone, but I prefer working on my own tasks.',
    ),
    fr: a(
      'J’aime les équipes où l’on s’entraide ; c’est souvent moi qui organise la passation en fin de poste.',
      'Je m’entends avec tout le monde, mais je préfère travailler sur mes propres tâches.',
    ),
    es: a(
      'Me gustan los equipos en los que nos cubrimos unos a otros; suelo ser quien organiza el relevo al final del turno.',
      'Me llevo bien con todos, pero prefiero trabajar en mis propias tareas.',
    ),
  },
  situation: {
    en: a(
      'During a busy week we were two people short; I reorganised the tasks with my manager and we met every deadline.',
      'Once a delivery came in late and I wasn’t sure what to do, so I waited for my manager.',
    ),
    fr: a(
      'Pendant une semaine chargée, il manquait deux personnes ; j’ai réorganisé les tâches avec mon responsable et nous avons tenu tous les délais.',
      'Une fois, une livraison est arrivée en retard et je ne savais pas trop quoi faire, alors j’ai attendu mon responsable.',
    ),
    es: a(
      'En una semana de mucho trabajo faltaban dos personas; reorganicé las tareas con mi responsable y cumplimos todos los plazos.',
      'Una vez llegó tarde una entrega y no sabía bien qué hacer, así que esperé a mi responsable.',
    ),
  },
  learning: {
    en: a(
      'The site’s own procedures and systems. I usually master a new tool within a week.',
      'Probably most of it; at first I’d need someone to show me the ropes.',
    ),
    fr: a(
      'Les procédures et les outils propres au site. En général, je maîtrise un nouvel outil en une semaine.',
      'Sans doute presque tout ; au début, j’aurais besoin qu’on me montre.',
    ),
    es: a(
      'Los procedimientos y las herramientas propios del centro. Normalmente domino una herramienta nueva en una semana.',
      'Seguramente casi todo; al principio necesitaría que alguien me enseñara.',
    ),
  },
  availability: {
    en: a(
      'I can start in two weeks, once my notice ends, and I’m available full-time.',
      'Not before next month, and only part-time to begin with.',
    ),
    fr: a(
      'Je peux commencer dans deux semaines, à la fin de mon préavis, et je suis disponible à temps plein.',
      'Pas avant le mois prochain, et seulement à temps partiel au début.',
    ),
    es: a(
      'Puedo incorporarme en dos semanas, cuando termine el preaviso, y tengo disponibilidad completa.',
      'No antes del mes que viene, y al principio solo a media jornada.',
    ),
  },
  motivation: {
    en: a(
      'You can count on me: I’ve never missed a shift, and my last team leader put me forward for training.',
      'I’m keen and I learn quickly; I just need a chance.',
    ),
    fr: a(
      'On peut compter sur moi : je n’ai jamais manqué un poste, et mon dernier chef d’équipe m’a proposé une formation.',
      'J’ai envie d’apprendre et j’apprends vite ; il me faut juste une chance.',
    ),
    es: a(
      'Se puede contar conmigo: nunca he faltado a un turno y mi último jefe de equipo me propuso para una formación.',
      'Tengo ganas y aprendo rápido; solo necesito una oportunidad.',
    ),
  },
};

/** What a posting can ask that the skills score weighs (the schedule is availability's). */
export const SKILL_TOPICS = [
  'driving',
  'equipment',
  'customer',
  'physical',
  'safety',
  'languages',
  'teamwork',
] as const satisfies readonly Topic[];
export type SkillTopic = (typeof SKILL_TOPICS)[number];

/** Which of the posting's working times the availability reason names. */
export type Schedule = 'both' | 'shifts' | 'weekends' | 'none';

export interface ReasonCopy {
  /** `{years}` of experience, written out. */
  years: (n: number) => string;
  /** What the posting asks for in years, in brackets after the experience reason. */
  required: (n: number) => string;
  /** `{schedule}` of the availability reason. */
  schedule: Record<Schedule, string>;
  availability: Record<Band, string>;
  experience: Record<Band, string>;
  communication: Record<Band, string>;
  motivation: Record<Band, string>;
  /** With the posting's requirements: `{list}` all of them, `{have}` those met and `{missing}` the one not. */
  skills: { strong: string; partial: string; partialOne: string };
  /** Without requirements named in the posting. */
  skillsGeneral: Record<Band, string>;
  requirement: Record<SkillTopic, string>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REASONS: Record<Language, ReasonCopy> = {
  en: {
    years: (n) => plural(n, 'year', 'years'),
    required: (n) => ` (the posting asks for ${plural(n, 'year', 'years')})`,
    schedule: {
      both: 'the shift and weekend work the posting asks for',
      shifts: 'the shift work the posting asks for',
      weekends: 'the weekend work the posting asks for',
      none: 'the posting’s working hours',
    },
    availability: a(
      'Can start within two weeks, full-time, and accepts {schedule}.',
      'Cannot start before next month, only part-time at first, and has limits on {schedule}.',
    ),
    experience: a(
      '{years} of similar work{required}, with a positive, professional attitude throughout the call.',
      'Only a few months of similar work{required}, though positive and willing throughout the call.',
    ),
    communication: a(
      'Clear, structured answers with concrete examples; no question had to be repeated.',
      'Understood every question but answered briefly; several answers needed a follow-up for details.',
    ),
    motivation: a(
      'Gave specific reasons for wanting the {job} job and knows what it involves day to day.',
      'Shows interest in the {job} job, but the reasons given stayed general.',
    ),
    skills: {
      strong: 'Meets what the posting asks for: {list}.',
      partial: 'Meets part of what the posting asks for ({have}); still to build: {missing}.',
      partialOne: 'Still to build for this posting: {missing}.',
    },
    skillsGeneral: a(
      'Has done the core tasks of the {job} job before and needs little training.',
      'Knows part of the {job} job’s tasks and would need training for the rest.',
    ),
    requirement: {
      driving: 'a driving licence',
      equipment: 'forklift driving',
      customer: 'customer service',
      physical: 'physical work',
      safety: 'safety rules',
      languages: 'languages',
      teamwork: 'teamwork',
    },
  },
  fr: {
    years: (n) => plural(n, 'an', 'ans'),
    required: (n) => ` (le poste en demande ${plural(n, 'an', 'ans')})`,
    schedule: {
      both: 'les horaires décalés et les week-ends demandés',
      shifts: 'les horaires décalés demandés',
      weekends: 'les week-ends demandés',
      none: 'les horaires du poste',
    },
    availability: a(
      'Disponible sous deux semaines, à temps plein, et accepte {schedule}.',
      'Pas disponible avant le mois prochain, d’abord à temps partiel, et avec des réserves sur {schedule}.',
    ),
    experience: a(
      '{years} d’expérience sur un poste similaire{required}, avec une attitude positive et professionnelle tout au long de l’appel.',
      'Quelques mois seulement sur un poste similaire{required}, mais une attitude positive et volontaire tout au long de l’appel.',
    ),
    communication: a(
      'Réponses claires et structurées, avec des exemples concrets ; aucune question n’a dû être répétée.',
      'A compris toutes les questions mais a répondu brièvement ; plusieurs réponses ont demandé une relance pour obtenir des détails.',
    ),
    motivation: a(
      'A donné des raisons précises de vouloir le poste de {job} et sait ce qu’il implique au quotidien.',
      'Montre de l’intérêt pour le poste de {job}, mais ses raisons sont restées générales.',
    ),
    skills: {
      strong: 'Répond aux exigences de l’annonce : {list}.',
      partial: 'Répond à une partie des exigences de l’annonce ({have}) ; point à renforcer : {missing}.',
      partialOne: 'Point à renforcer au regard de l’annonce : {missing}.',
    },
    skillsGeneral: a(
      'A déjà effectué les tâches principales du poste de {job} et aurait besoin de peu de formation.',
      'Connaît une partie des tâches du poste de {job} ; une formation serait nécessaire pour le reste.',
    ),
    requirement: {
      driving: 'le permis de conduire',
      equipment: 'la conduite de chariots',
      customer: 'la relation client',
      physical: 'le travail physique',
      safety: 'les règles de sécurité',
      languages: 'les langues',
      teamwork: 'le travail en équipe',
    },
  },
  es: {
    years: (n) => plural(n, 'año', 'años'),
    required: (n) => ` (la oferta pide ${plural(n, 'año', 'años')})`,
    schedule: {
      both: 'los turnos y los fines de semana que pide la oferta',
      shifts: 'los turnos que pide la oferta',
      weekends: 'los fines de semana que pide la oferta',
      none: 'el horario del puesto',
    },
    availability: a(
      'Puede incorporarse en dos semanas, a jornada completa, y acepta {schedule}.',
      'No puede empezar antes del mes que viene, al principio solo a media jornada, y con reservas sobre {schedule}.',
    ),
    experience: a(
      '{years} de experiencia en un puesto parecido{required}, con una actitud positiva y profesional durante toda la llamada.',
      'Solo unos meses en un puesto parecido{required}, aunque con una actitud positiva y dispuesta durante toda la llamada.',
    ),
    communication: a(
      'Respuestas claras y estructuradas, con ejemplos concretos; no hubo que repetir ninguna pregunta.',
      'Entendió todas las preguntas, pero respondió con brevedad; varias respuestas necesitaron una repregunta para concretar.',
    ),
    motivation: a(
      'Dio razones concretas para querer el puesto de {job} y sabe lo que implica en el día a día.',
      'Muestra interés por el puesto de {job}, pero sus razones fueron generales.',
    ),
    skills: {
      strong: 'Cumple lo que pide la oferta: {list}.',
      partial: 'Cumple parte de lo que pide la oferta ({have}); punto a reforzar: {missing}.',
      partialOne: 'Punto a reforzar según la oferta: {missing}.',
    },
    skillsGeneral: a(
      'Ya ha realizado las tareas principales del puesto de {job} y necesitaría poca formación.',
      'Conoce parte de las tareas del puesto de {job}; necesitaría formación para el resto.',
    ),
    requirement: {
      driving: 'el carné de conducir',
      equipment: 'el manejo de carretillas',
      customer: 'la atención al cliente',
      physical: 'el trabajo físico',
      safety: 'las normas de seguridad',
      languages: 'los idiomas',
      teamwork: 'el trabajo en equipo',
    },
  },
};
