/**
 * What the sandbox's interviewer says, per topic and language: each question in a formal and a friendly
 * tone, with the probe a sharp interview adds and the open form a gentle one asks instead, and the note that
 * names the experience a posting asks for.
 */
import type { Language } from '../../../shared/languages';
import type { Tone } from '../recruiter';
import type { Topic } from './questions';

/** Mid is the question itself; High adds the probe to it; Low asks the open form instead. */
interface TopicText {
  mid: Record<Tone, string>;
  probe: Record<Tone, string>;
  low: Record<Tone, string>;
}

const q = (formal: string, friendly: string): Record<Tone, string> => ({ formal, friendly });

export const QUESTIONS: Record<Topic, Record<Language, TopicText>> = {
  intro: {
    en: {
      mid: q(
        'Could you please introduce yourself and tell me what interests you in the {job} position?',
        'Tell me a bit about yourself: what got you interested in the {job} job?',
      ),
      probe: q(
        'Please be specific: which two aspects of the role matter most to you, and why?',
        'Be specific: what are the two things about this job that matter most to you, and why?',
      ),
      low: q(
        'To begin, would you like to tell me a little about yourself and how you came across the {job} position?',
        'No rush: how about you tell me a bit about yourself and what caught your eye in the {job} job?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous vous présenter et m’expliquer ce qui vous intéresse dans le poste de {job} ?',
        'Présente-toi en quelques mots : qu’est-ce qui t’intéresse dans le poste de {job} ?',
      ),
      probe: q(
        'Soyez précis : quels sont les deux aspects du poste qui comptent le plus pour vous, et pourquoi ?',
        'Sois précis : quels sont les deux points du poste qui comptent le plus pour toi, et pourquoi ?',
      ),
      low: q(
        'Pour commencer, souhaitez-vous me parler un peu de vous et de la façon dont vous avez découvert le poste de {job} ?',
        'Pour commencer tranquillement, tu veux bien me parler un peu de toi et de ce qui t’a attiré dans le poste de {job} ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría presentarse y explicarme qué le interesa del puesto de {job}?',
        'Cuéntame un poco sobre ti: ¿qué te interesa del puesto de {job}?',
      ),
      probe: q(
        'Sea concreto: ¿cuáles son los dos aspectos del puesto que más le importan y por qué?',
        'Sé concreto: ¿cuáles son las dos cosas del puesto que más te importan y por qué?',
      ),
      low: q(
        'Para empezar, ¿le gustaría hablarme un poco de usted y de cómo conoció el puesto de {job}?',
        'Para empezar con calma, ¿me cuentas un poco sobre ti y qué te llamó la atención del puesto de {job}?',
      ),
    },
  },
  experience: {
    en: {
      mid: q(
        'Could you describe your previous experience that is relevant to the {job} position?',
        'What experience do you have that fits the {job} job?',
      ),
      probe: q(
        'Please give a concrete example: how many years, which tasks, and one result you can measure.',
        'Give me a concrete example: how many years, what tasks, and one result with numbers.',
      ),
      low: q(
        'Would you tell me about past jobs or activities you have enjoyed, even outside this field?',
        'What kind of jobs or activities have you enjoyed so far, even in other fields?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous décrire votre expérience en lien avec le poste de {job} ?',
        'Quelle expérience as-tu qui colle au poste de {job} ?',
      ),
      probe: q(
        'Donnez-moi un exemple concret : combien d’années, quelles tâches, et un résultat chiffré.',
        'Donne-moi un exemple concret : combien d’années, quelles tâches, et un résultat chiffré.',
      ),
      low: q(
        'Voulez-vous me parler des emplois ou activités que vous avez appréciés, même dans un autre domaine ?',
        'Quels jobs ou activités as-tu aimés jusqu’ici, même dans un autre domaine ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría describir su experiencia relacionada con el puesto de {job}?',
        '¿Qué experiencia tienes que encaje con el puesto de {job}?',
      ),
      probe: q(
        'Deme un ejemplo concreto: cuántos años, qué tareas y un resultado con cifras.',
        'Dame un ejemplo concreto: cuántos años, qué tareas y un resultado con cifras.',
      ),
      low: q(
        '¿Le gustaría contarme qué trabajos o actividades ha disfrutado, aunque sean de otro sector?',
        '¿Qué trabajos o actividades te han gustado hasta ahora, aunque sean de otro sector?',
      ),
    },
  },
  shifts: {
    en: {
      mid: q(
        'This position involves shift work. How do you feel about early, late or night shifts?',
        'The job runs on shifts. How do you feel about early, late or night shifts?',
      ),
      probe: q(
        'How many night or rotating shifts per week have you worked before, and for how long?',
        'How many night or rotating shifts a week have you done before, and for how long?',
      ),
      low: q('Which working hours would suit you best at the moment?', 'What kind of hours suit you best right now?'),
    },
    fr: {
      mid: q(
        'Ce poste fonctionne en horaires décalés. Comment vous situez-vous par rapport aux postes du matin, de l’après-midi ou de nuit ?',
        'Le poste est en horaires décalés. Comment tu te sens avec les postes du matin, d’après-midi ou de nuit ?',
      ),
      probe: q(
        'Combien de postes de nuit ou en rotation avez-vous assurés par semaine, et pendant combien de temps ?',
        'Combien de postes de nuit ou en rotation as-tu faits par semaine, et pendant combien de temps ?',
      ),
      low: q(
        'Quels horaires vous conviendraient le mieux en ce moment ?',
        'Quels horaires t’arrangent le mieux en ce moment ?',
      ),
    },
    es: {
      mid: q(
        'Este puesto funciona por turnos. ¿Cómo lleva los turnos de mañana, tarde o noche?',
        'El trabajo es por turnos. ¿Qué tal llevas los turnos de mañana, tarde o noche?',
      ),
      probe: q(
        '¿Cuántos turnos de noche o rotativos ha hecho por semana y durante cuánto tiempo?',
        '¿Cuántos turnos de noche o rotativos has hecho por semana y durante cuánto tiempo?',
      ),
      low: q('¿Qué horarios le vendrían mejor en este momento?', '¿Qué horarios te vienen mejor ahora mismo?'),
    },
  },
  weekends: {
    en: {
      mid: q(
        'The schedule includes weekends. Would you be available to work on Saturdays and Sundays?',
        'Weekends are part of the schedule. Could you work Saturdays and Sundays?',
      ),
      probe: q(
        'Exactly how many weekends per month could you commit to, and from which date?',
        'Exactly how many weekends a month could you commit to, and from when?',
      ),
      low: q(
        'How do you usually like to spend your weekends, and could some of them be worked?',
        'How do your weekends usually look, and could you work some of them?',
      ),
    },
    fr: {
      mid: q(
        'Le planning inclut des week-ends. Seriez-vous disponible le samedi et le dimanche ?',
        'Le planning inclut des week-ends. Tu pourrais travailler le samedi et le dimanche ?',
      ),
      probe: q(
        'Précisément, combien de week-ends par mois pourriez-vous assurer, et à partir de quand ?',
        'Précisément, combien de week-ends par mois tu pourrais assurer, et à partir de quand ?',
      ),
      low: q(
        'Comment organisez-vous habituellement vos week-ends, et certains pourraient-ils être travaillés ?',
        'Tes week-ends ressemblent à quoi d’habitude, et tu pourrais en travailler certains ?',
      ),
    },
    es: {
      mid: q(
        'El horario incluye fines de semana. ¿Estaría disponible los sábados y domingos?',
        'El horario incluye fines de semana. ¿Podrías trabajar sábados y domingos?',
      ),
      probe: q(
        'Exactamente, ¿cuántos fines de semana al mes podría cubrir y a partir de qué fecha?',
        'Exactamente, ¿cuántos fines de semana al mes podrías cubrir y desde cuándo?',
      ),
      low: q(
        '¿Cómo suele organizar sus fines de semana y podría trabajar algunos?',
        '¿Cómo sueles pasar los fines de semana y podrías trabajar algunos?',
      ),
    },
  },
  driving: {
    en: {
      mid: q(
        'Do you hold a valid driving licence, and how would you travel to the workplace?',
        'Have you got a driving licence, and how would you get to work?',
      ),
      probe: q(
        'Which licence category do you hold, since when, and how many kilometres do you drive per week?',
        'Which licence do you have, since when, and roughly how many kilometres do you drive a week?',
      ),
      low: q(
        'How do you usually travel, and is driving something you are comfortable with?',
        'How do you usually get around, and are you comfortable driving?',
      ),
    },
    fr: {
      mid: q(
        'Êtes-vous titulaire du permis de conduire, et comment viendriez-vous sur le lieu de travail ?',
        'Tu as le permis de conduire, et comment tu viendrais au travail ?',
      ),
      probe: q(
        'Quelle catégorie de permis avez-vous, depuis quand, et combien de kilomètres parcourez-vous par semaine ?',
        'Quel permis as-tu, depuis quand, et combien de kilomètres tu fais à peu près par semaine ?',
      ),
      low: q(
        'Comment vous déplacez-vous habituellement, et êtes-vous à l’aise au volant ?',
        'Comment tu te déplaces d’habitude, et tu es à l’aise au volant ?',
      ),
    },
    es: {
      mid: q(
        '¿Tiene carné de conducir en vigor y cómo llegaría al lugar de trabajo?',
        '¿Tienes carné de conducir y cómo llegarías al trabajo?',
      ),
      probe: q(
        '¿Qué tipo de carné tiene, desde cuándo y cuántos kilómetros conduce a la semana?',
        '¿Qué carné tienes, desde cuándo y cuántos kilómetros conduces más o menos a la semana?',
      ),
      low: q(
        '¿Cómo suele desplazarse y se siente cómodo conduciendo?',
        '¿Cómo te sueles mover y te sientes cómodo conduciendo?',
      ),
    },
  },
  equipment: {
    en: {
      mid: q(
        'Have you already operated forklifts or other handling equipment, and do you hold the matching certificate?',
        'Have you driven a forklift or other handling equipment before, and have you got the certificate?',
      ),
      probe: q(
        'Which equipment exactly, for how many hours per week, and when was your certificate issued?',
        'Which machines exactly, how many hours a week, and when did you get your certificate?',
      ),
      low: q(
        'Which tools or machines have you enjoyed working with so far?',
        'What tools or machines do you like working with?',
      ),
    },
    fr: {
      mid: q(
        'Avez-vous déjà conduit des chariots élévateurs ou d’autres engins de manutention, et possédez-vous le CACES correspondant ?',
        'Tu as déjà conduit un chariot élévateur ou d’autres engins de manutention, et tu as le CACES ?',
      ),
      probe: q(
        'Quels engins précisément, combien d’heures par semaine, et de quand date votre CACES ?',
        'Quels engins précisément, combien d’heures par semaine, et ton CACES date de quand ?',
      ),
      low: q(
        'Avec quels outils ou machines avez-vous aimé travailler jusqu’ici ?',
        'Avec quels outils ou machines tu aimes travailler ?',
      ),
    },
    es: {
      mid: q(
        '¿Ha manejado carretillas elevadoras u otros equipos de manutención y tiene el carné correspondiente?',
        '¿Has manejado carretillas elevadoras u otra maquinaria de almacén y tienes el carné?',
      ),
      probe: q(
        '¿Qué equipos exactamente, cuántas horas por semana y desde cuándo tiene el carné?',
        '¿Qué máquinas exactamente, cuántas horas a la semana y desde cuándo tienes el carné?',
      ),
      low: q(
        '¿Con qué herramientas o máquinas le ha gustado trabajar hasta ahora?',
        '¿Con qué herramientas o máquinas te gusta trabajar?',
      ),
    },
  },
  customer: {
    en: {
      mid: q(
        'The role involves direct contact with customers. How would you handle a dissatisfied customer?',
        'You’ll be dealing with customers a lot. How would you handle an unhappy customer?',
      ),
      probe: q(
        'Please describe a real complaint you handled: what was the issue, what did you do, and what was the outcome?',
        'Tell me about a real complaint you handled: what went wrong, what you did, and how it ended.',
      ),
      low: q('What do you enjoy about helping customers or the public?', 'What do you like about helping customers?'),
    },
    fr: {
      mid: q(
        'Le poste implique un contact direct avec la clientèle. Comment géreriez-vous un client mécontent ?',
        'Tu seras souvent en contact avec les clients. Comment tu gérerais un client mécontent ?',
      ),
      probe: q(
        'Décrivez une réclamation réelle que vous avez traitée : le problème, votre action et le résultat obtenu.',
        'Raconte-moi une vraie réclamation que tu as gérée : le problème, ce que tu as fait et comment ça s’est fini.',
      ),
      low: q(
        'Qu’est-ce qui vous plaît dans le fait d’aider des clients ou du public ?',
        'Qu’est-ce qui te plaît quand tu aides des clients ?',
      ),
    },
    es: {
      mid: q(
        'El puesto implica trato directo con clientes. ¿Cómo gestionaría a un cliente insatisfecho?',
        'Vas a tratar mucho con clientes. ¿Cómo manejarías a un cliente molesto?',
      ),
      probe: q(
        'Describa una queja real que haya gestionado: el problema, lo que hizo y el resultado.',
        'Cuéntame una queja real que hayas gestionado: qué pasó, qué hiciste y cómo terminó.',
      ),
      low: q('¿Qué le gusta de atender a clientes o al público?', '¿Qué te gusta de atender a los clientes?'),
    },
  },
  physical: {
    en: {
      mid: q(
        'The job is physically demanding, with standing and carrying loads. How comfortable are you with that?',
        'The job is physical: standing and carrying loads. How do you feel about that?',
      ),
      probe: q(
        'What is the heaviest load you have handled regularly, for how many hours per day, and over what period?',
        'What’s the heaviest load you’ve carried regularly, for how many hours a day, and for how long?',
      ),
      low: q(
        'How do you feel about active work where you are on your feet during the day?',
        'Do you like jobs where you’re moving and on your feet all day?',
      ),
    },
    fr: {
      mid: q(
        'Le poste est physique, avec station debout et port de charges. Comment l’abordez-vous ?',
        'Le poste est physique : debout et port de charges. Ça te va ?',
      ),
      probe: q(
        'Quelle est la charge la plus lourde que vous avez manipulée régulièrement, combien d’heures par jour et sur quelle durée ?',
        'Quelle est la charge la plus lourde que tu as portée régulièrement, combien d’heures par jour et sur quelle durée ?',
      ),
      low: q(
        'Que pensez-vous d’un travail actif, où l’on reste en mouvement une bonne partie de la journée ?',
        'Tu aimes les boulots où on bouge et où on reste debout toute la journée ?',
      ),
    },
    es: {
      mid: q(
        'El trabajo es físico, de pie y con carga de peso. ¿Cómo lo lleva?',
        'El trabajo es físico: de pie y cargando peso. ¿Qué tal lo llevas?',
      ),
      probe: q(
        '¿Cuál es la carga más pesada que ha manejado con regularidad, cuántas horas al día y durante cuánto tiempo?',
        '¿Cuál es la carga más pesada que has manejado a menudo, cuántas horas al día y durante cuánto tiempo?',
      ),
      low: q(
        '¿Qué le parece un trabajo activo, en movimiento buena parte del día?',
        '¿Te gustan los trabajos en los que estás en movimiento todo el día?',
      ),
    },
  },
  safety: {
    en: {
      mid: q(
        'Safety and hygiene rules are essential in this role. How do you make sure you follow them?',
        'Safety and hygiene rules matter a lot here. How do you make sure you stick to them?',
      ),
      probe: q(
        'Give a concrete example of a risk you spotted, what you did, and which procedure applied.',
        'Give me a real example of a risk you spotted, what you did, and which rule applied.',
      ),
      low: q('What does working safely mean to you?', 'What does working safely mean for you?'),
    },
    fr: {
      mid: q(
        'Les règles de sécurité et d’hygiène sont essentielles sur ce poste. Comment veillez-vous à les respecter ?',
        'Les règles de sécurité et d’hygiène comptent beaucoup ici. Comment tu fais pour bien les respecter ?',
      ),
      probe: q(
        'Donnez un exemple concret d’un risque que vous avez repéré, de votre réaction et de la procédure appliquée.',
        'Donne un exemple concret d’un risque que tu as repéré, ce que tu as fait et la règle appliquée.',
      ),
      low: q(
        'Que signifie pour vous travailler en sécurité ?',
        'Pour toi, ça veut dire quoi, travailler en sécurité ?',
      ),
    },
    es: {
      mid: q(
        'Las normas de seguridad e higiene son esenciales en este puesto. ¿Cómo se asegura de cumplirlas?',
        'Aquí las normas de seguridad e higiene importan mucho. ¿Cómo te aseguras de cumplirlas?',
      ),
      probe: q(
        'Dé un ejemplo concreto de un riesgo que detectó, qué hizo y qué procedimiento se aplicó.',
        'Dame un ejemplo real de un riesgo que detectaste, qué hiciste y qué norma se aplicaba.',
      ),
      low: q('¿Qué significa para usted trabajar de forma segura?', '¿Qué significa para ti trabajar de forma segura?'),
    },
  },
  languages: {
    en: {
      mid: q(
        'The position requires several languages. Which languages do you speak, and at what level?',
        'You’ll need a few languages in this job. Which ones do you speak, and how well?',
      ),
      probe: q(
        'Describe a situation in which you worked in another language: with whom, how often, and for how long?',
        'Tell me about a time you worked in another language: with whom, how often, and for how long?',
      ),
      low: q(
        'Which languages do you feel comfortable using at work?',
        'Which languages are you comfortable using at work?',
      ),
    },
    fr: {
      mid: q(
        'Le poste demande la pratique de plusieurs langues. Lesquelles parlez-vous, et à quel niveau ?',
        'Tu auras besoin de plusieurs langues sur ce poste. Lesquelles tu parles, et à quel niveau ?',
      ),
      probe: q(
        'Décrivez une situation où vous avez travaillé dans une autre langue : avec qui, à quelle fréquence et pendant combien de temps ?',
        'Raconte une situation où tu as travaillé dans une autre langue : avec qui, à quelle fréquence et pendant combien de temps ?',
      ),
      low: q(
        'Dans quelles langues êtes-vous à l’aise pour travailler ?',
        'Dans quelles langues tu es à l’aise pour travailler ?',
      ),
    },
    es: {
      mid: q(
        'El puesto requiere varios idiomas. ¿Cuáles habla y con qué nivel?',
        'En este trabajo necesitarás varios idiomas. ¿Cuáles hablas y qué nivel tienes?',
      ),
      probe: q(
        'Describa una situación en la que trabajó en otro idioma: con quién, con qué frecuencia y durante cuánto tiempo.',
        'Cuéntame una situación en la que trabajaste en otro idioma: con quién, cada cuánto y durante cuánto tiempo.',
      ),
      low: q('¿En qué idiomas se siente cómodo trabajando?', '¿En qué idiomas te sientes cómodo trabajando?'),
    },
  },
  teamwork: {
    en: {
      mid: q(
        'How do you usually work within a team, and what role do you tend to take?',
        'How do you like working in a team, and what role do you usually take?',
      ),
      probe: q(
        'Describe a disagreement within a team: what was at stake, what did you do, and how was it resolved?',
        'Tell me about a disagreement in a team: what was it about, what did you do, and how did it end?',
      ),
      low: q(
        'What do you appreciate most in the colleagues you work with?',
        'What do you like most in the people you work with?',
      ),
    },
    fr: {
      mid: q(
        'Comment travaillez-vous habituellement en équipe, et quel rôle avez-vous tendance à prendre ?',
        'Comment tu travailles en équipe, et quel rôle tu prends en général ?',
      ),
      probe: q(
        'Décrivez un désaccord dans une équipe : l’enjeu, votre action et la façon dont il a été résolu.',
        'Raconte un désaccord dans une équipe : l’enjeu, ce que tu as fait et comment ça s’est réglé.',
      ),
      low: q(
        'Qu’appréciez-vous le plus chez vos collègues ?',
        'Qu’est-ce que tu apprécies le plus chez tes collègues ?',
      ),
    },
    es: {
      mid: q(
        '¿Cómo suele trabajar en equipo y qué papel tiende a asumir?',
        '¿Cómo te gusta trabajar en equipo y qué papel sueles tener?',
      ),
      probe: q(
        'Describa un desacuerdo en un equipo: qué estaba en juego, qué hizo y cómo se resolvió.',
        'Cuéntame un desacuerdo en un equipo: de qué iba, qué hiciste y cómo se resolvió.',
      ),
      low: q(
        '¿Qué es lo que más valora de sus compañeros de trabajo?',
        '¿Qué es lo que más valoras de tus compañeros?',
      ),
    },
  },
  situation: {
    en: {
      mid: q(
        'Could you describe a difficult situation at work and how you dealt with it?',
        'Tell me about a tricky situation at work and how you handled it.',
      ),
      probe: q(
        'Please be precise: what was at stake, what exactly did you do, and what was the measurable result?',
        'Be precise: what was at stake, what exactly did you do, and what was the result in numbers?',
      ),
      low: q(
        'In which kind of work situations do you feel most at ease?',
        'In what kind of work situations do you feel most at ease?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous décrire une situation difficile au travail et la façon dont vous l’avez gérée ?',
        'Raconte-moi une situation compliquée au travail et comment tu l’as gérée.',
      ),
      probe: q(
        'Soyez précis : quel était l’enjeu, qu’avez-vous fait exactement, et quel a été le résultat mesurable ?',
        'Sois précis : quel était l’enjeu, qu’as-tu fait exactement, et quel a été le résultat en chiffres ?',
      ),
      low: q(
        'Dans quelles situations de travail vous sentez-vous le plus à l’aise ?',
        'Dans quelles situations de travail tu te sens le plus à l’aise ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría describir una situación difícil en el trabajo y cómo la resolvió?',
        'Cuéntame una situación complicada en el trabajo y cómo la resolviste.',
      ),
      probe: q(
        'Sea preciso: ¿qué estaba en juego, qué hizo exactamente y cuál fue el resultado medible?',
        'Sé preciso: ¿qué estaba en juego, qué hiciste exactamente y cuál fue el resultado en cifras?',
      ),
      low: q(
        '¿En qué situaciones de trabajo se siente más cómodo?',
        '¿En qué situaciones de trabajo te sientes más cómodo?',
      ),
    },
  },
  learning: {
    en: {
      mid: q(
        'What do you think you would need to learn during your first weeks in the {job} role?',
        'What do you think you’d need to learn in your first weeks in the {job} role?',
      ),
      probe: q(
        'Name one skill you learned quickly in a previous job: how long did it take, and how did you measure progress?',
        'Name one skill you picked up fast in a past job: how long did it take, and how did you know you’d got it?',
      ),
      low: q('How do you like to learn something new at work?', 'How do you like to learn new things at work?'),
    },
    fr: {
      mid: q(
        'Que pensez-vous devoir apprendre pendant vos premières semaines au poste de {job} ?',
        'À ton avis, qu’est-ce que tu devrais apprendre pendant tes premières semaines au poste de {job} ?',
      ),
      probe: q(
        'Citez une compétence acquise rapidement dans un emploi précédent : en combien de temps, et comment avez-vous mesuré vos progrès ?',
        'Cite une compétence que tu as apprise vite dans un ancien job : en combien de temps, et comment tu as vu que tu progressais ?',
      ),
      low: q(
        'Comment aimez-vous apprendre quelque chose de nouveau au travail ?',
        'Comment tu aimes apprendre de nouvelles choses au travail ?',
      ),
    },
    es: {
      mid: q(
        '¿Qué cree que necesitaría aprender durante sus primeras semanas en el puesto de {job}?',
        '¿Qué crees que tendrías que aprender en tus primeras semanas en el puesto de {job}?',
      ),
      probe: q(
        'Mencione una habilidad que aprendió rápido en un empleo anterior: ¿cuánto tardó y cómo midió su progreso?',
        'Dime una habilidad que aprendiste rápido en un trabajo anterior: ¿cuánto tardaste y cómo viste que progresabas?',
      ),
      low: q(
        '¿Cómo le gusta aprender algo nuevo en el trabajo?',
        '¿Cómo te gusta aprender cosas nuevas en el trabajo?',
      ),
    },
  },
  availability: {
    en: {
      mid: q(
        'When would you be available to start, and which working hours would suit you?',
        'When could you start, and what hours would work for you?',
      ),
      probe: q(
        'Please give an exact start date, your notice period, and the number of hours per week you can commit to.',
        'Give me an exact start date, your notice period, and how many hours a week you can do.',
      ),
      low: q('When would be a good time for you to start a new job?', 'When would it suit you to start something new?'),
    },
    fr: {
      mid: q(
        'À partir de quand seriez-vous disponible, et quels horaires vous conviendraient ?',
        'Tu pourrais commencer quand, et quels horaires t’iraient ?',
      ),
      probe: q(
        'Indiquez une date de début précise, votre préavis et le nombre d’heures par semaine sur lesquelles vous pouvez vous engager.',
        'Donne-moi une date de début précise, ton préavis et combien d’heures par semaine tu peux faire.',
      ),
      low: q(
        'Quel serait pour vous le bon moment pour commencer un nouvel emploi ?',
        'Ce serait quand, le bon moment pour toi pour commencer un nouveau job ?',
      ),
    },
    es: {
      mid: q(
        '¿Cuándo podría incorporarse y qué horario le vendría bien?',
        '¿Cuándo podrías empezar y qué horario te vendría bien?',
      ),
      probe: q(
        'Indique una fecha de incorporación exacta, su preaviso y cuántas horas semanales puede asumir.',
        'Dime una fecha exacta para empezar, tu preaviso y cuántas horas a la semana puedes hacer.',
      ),
      low: q(
        '¿Cuál sería para usted un buen momento para empezar un nuevo trabajo?',
        '¿Cuándo te vendría bien empezar algo nuevo?',
      ),
    },
  },
  motivation: {
    en: {
      mid: q(
        'Why would you be a good fit for the {job} position?',
        'Why do you think you’d be a great fit for the {job} job?',
      ),
      probe: q(
        'Name two strengths you would bring, each backed by a concrete achievement with figures.',
        'Name two strengths you’d bring, each backed by a real achievement with numbers.',
      ),
      low: q(
        'What would make the {job} position a good next step for you?',
        'What would make the {job} job a good next step for you?',
      ),
    },
    fr: {
      mid: q(
        'Pourquoi seriez-vous la bonne personne pour le poste de {job} ?',
        'Pourquoi tu serais la bonne personne pour le poste de {job} ?',
      ),
      probe: q(
        'Citez deux points forts que vous apporteriez, chacun appuyé par une réussite concrète et chiffrée.',
        'Cite deux points forts que tu apporterais, chacun avec une vraie réussite chiffrée.',
      ),
      low: q(
        'Qu’est-ce qui ferait du poste de {job} une belle prochaine étape pour vous ?',
        'Qu’est-ce qui ferait du poste de {job} une belle prochaine étape pour toi ?',
      ),
    },
    es: {
      mid: q(
        '¿Por qué sería usted una buena opción para el puesto de {job}?',
        '¿Por qué crees que encajarías bien en el puesto de {job}?',
      ),
      probe: q(
        'Mencione dos fortalezas que aportaría, cada una respaldada por un logro concreto con cifras.',
        'Dime dos fortalezas que aportarías, cada una con un logro real y con cifras.',
      ),
      low: q(
        '¿Qué haría del puesto de {job} un buen siguiente paso para usted?',
        '¿Qué haría del puesto de {job} un buen siguiente paso para ti?',
      ),
    },
  },
};

export const YEARS_NOTE: Record<Language, (years: number) => string> = {
  en: (n) => `The position asks for ${n} year${n === 1 ? '' : 's'} of experience.`,
  fr: (n) => `Le poste demande ${n} an${n === 1 ? '' : 's'} d’expérience.`,
  es: (n) => `El puesto pide ${n} año${n === 1 ? '' : 's'} de experiencia.`,
};
