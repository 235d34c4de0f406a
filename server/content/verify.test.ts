import { describe, expect, it, vi } from 'vitest';
import { DEMO_MESSAGES } from '../../shared/demo';
import type { Language } from '../../shared/languages';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../../tests/fixtures/job-texts';
import type { Translator } from './llm';
import {
  assessSufficiency,
  classifyHarm,
  countWords,
  detectLanguage,
  MAX_WORDS,
  MIN_WORDS,
  normalizeForHarm,
  TARGET_WORDS,
  verifyContent,
} from './verify';

// Job postings as visitors paste them.

const EN_DEVELOPER = `Senior Backend Developer - Remote
About the role: we are looking for a senior backend developer to join our payments team. You will design, build and maintain the APIs used by millions of customers, review code, mentor junior engineers and work closely with product managers.
What you bring: at least five years of experience with Node.js or Go, solid knowledge of PostgreSQL, experience with cloud platforms such as AWS, and strong communication skills in English.
Nice to have: experience in fintech, Kubernetes and event-driven architectures.
We offer a competitive salary, stock options, flexible hours, a home office budget and 30 days of vacation. Permanent, full-time contract.`;

const EN_SECURITY = `Security Guard - Night Club (Part-time)
Sex: M/F. The Blue Room, a night club in Manchester, is looking for a security guard to join its door team on Friday and Saturday nights.
Your role: check IDs at the entrance, manage queues and crowd control, patrol the venue, handle incidents calmly and work closely with the bar staff and the bouncers. You will also help with cash handling at the cloakroom.
Requirements: a valid SIA door supervisor licence, previous experience as a bouncer or security officer, good communication skills and the ability to stay calm under pressure.
We offer £14 per hour, paid weekly, free staff meals and flexible shifts.`;

const FR_TECHNICIEN = `Technicien de maintenance H/F
Nous recrutons un technicien de maintenance industrielle pour notre usine de Nantes.
Vos missions : assurer la maintenance préventive et curative des équipements, diagnostiquer les pannes électriques et mécaniques, rédiger les rapports d'intervention et proposer des améliorations.
Profil : titulaire d'un BTS maintenance des systèmes, vous avez au moins deux ans d'expérience en milieu industriel. Habilitation électrique souhaitée.
Nous offrons : CDI, salaire de 30 000 à 34 000 € brut annuel selon expérience, horaires en deux-huit, tickets restaurant et mutuelle.`;

const ES_DESARROLLADOR = `Desarrollador/a Full Stack (remoto)
Estamos buscando un desarrollador full stack para unirse a nuestro equipo de producto en Madrid. Te encargarás de desarrollar nuevas funcionalidades en React y Node.js, mantener nuestras APIs, escribir pruebas automatizadas y colaborar con el equipo de diseño.
Requisitos: al menos tres años de experiencia en desarrollo web, conocimientos sólidos de JavaScript y TypeScript, experiencia con bases de datos SQL y capacidad para trabajar de forma autónoma.
Ofrecemos contrato indefinido, salario entre 40.000 y 50.000 euros brutos anuales, teletrabajo total, horario flexible y 25 días de vacaciones.`;

const EN_NURSE = `Registered Nurse – Night Shift
St Mary's Hospital is seeking a compassionate registered nurse to work on our surgical ward. In this role you will assess patients, administer medication, monitor vital signs, update care plans and support families. You will work closely with doctors, healthcare assistants and the wider multidisciplinary team to deliver safe, high quality care. The ideal candidate holds an active NMC registration, has at least one year of post-registration experience and communicates clearly under pressure. Salary is £35,000 to £42,000 a year depending on experience, with a night shift allowance, 27 days of annual leave, an NHS pension and access to funded training courses. Apply online before 30 June.`;

const EN_BAKERY = `Our family-run bakery in Bath needs an early riser who loves bread. From 4am you'll shape and bake loaves, croissants and pastries, keep the kitchen spotless and help the shop team set up before opening. Previous bakery experience is helpful but we'll train the right person. You should be reliable, tidy and happy to work weekends. It's 35 hours a week, £12 an hour, with free bread every day and a share of the tips. If this sounds like you, drop in with a CV or email us at hello@bakery.example and tell us why you'd like to join.`;

const FR_CARISTE = `Cariste H/F
Notre client, un acteur majeur de la logistique, recherche un cariste pour sa plateforme de Rungis. Vous serez chargé du chargement et du déchargement des camions, du rangement des palettes en hauteur et de la préparation des commandes à l'aide d'un chariot élévateur. Vous veillerez au respect des règles de sécurité et à la bonne tenue de votre zone de travail. Titulaire du CACES 1, 3 et 5 en cours de validité, vous justifiez d'une première expérience en entrepôt. Poste en intérim de six mois, horaires en équipe du matin ou d'après-midi, taux horaire de 12,50 € plus paniers repas.`;

const ES_REPARTIDOR = `Repartidor/a con moto propia
Se necesita repartidor para empresa de comida a domicilio en Sevilla. Tu trabajo consistirá en recoger los pedidos en los restaurantes asociados y entregarlos a los clientes en el menor tiempo posible, cuidando siempre la presentación del producto y el trato con el cliente. Es imprescindible tener moto propia, carnet A2 o B y conocer bien la ciudad. Se valorará experiencia previa en reparto. Ofrecemos contrato de 20 horas semanales en turnos de tarde y fines de semana, sueldo fijo más incentivos por pedido y seguro para la moto. Incorporación inmediata.`;

// Texts of job-posting length that are not job postings.

const RECIPE = `Classic Banana Bread
Ingredients: three ripe bananas, one third of a cup of melted butter, one teaspoon of baking soda, a pinch of salt, three quarters of a cup of sugar, one large egg, one teaspoon of vanilla extract and one and a half cups of flour.
Preheat the oven to 175 degrees and butter a loaf pan. In a mixing bowl, mash the ripe bananas with a fork until completely smooth. Stir the melted butter into the mashed bananas. Mix in the baking soda and salt. Stir in the sugar, beaten egg and vanilla extract. Mix in the flour. Pour the batter into the prepared loaf pan. Bake for 55 to 65 minutes, until a tester inserted into the centre comes out clean. Remove from the oven and let it cool completely before slicing and serving.`;

const NEWS = `The city council voted on Tuesday evening to extend the tram line to the northern suburbs, a project that has been debated for more than a decade. The new section, about seven kilometres long, will add six stations and is expected to carry twenty thousand passengers a day once it opens in 2029. Supporters say it will reduce traffic and pollution on the main roads into the centre, while critics point to the rising cost, now estimated at 480 million euros, and to the disruption that two years of construction will bring to local shops. The mayor said the work would be phased to limit closures and that residents would be consulted on the final design of the stations. Opponents have announced that they will challenge the decision in court.`;

const RECETA = `Tortilla de patatas tradicional
Pela cuatro patatas medianas y córtalas en láminas finas. Pica una cebolla grande. Calienta abundante aceite de oliva en una sartén y fríe las patatas y la cebolla a fuego medio durante unos veinte minutos, hasta que estén tiernas pero sin dorarse demasiado. Mientras tanto, bate seis huevos en un cuenco grande con una pizca de sal. Escurre bien las patatas y mézclalas con los huevos batidos. Deja reposar la mezcla unos minutos. Pon una cucharada de aceite en la sartén, vierte la mezcla y cuaja la tortilla a fuego suave. Dale la vuelta con ayuda de un plato y termina de cuajarla por el otro lado. Sírvela templada o fría.`;

const VOYAGE = `Nous sommes partis de Marseille un matin de septembre, sous un ciel encore gris, avec l'idée de longer la côte jusqu'à Nice sans nous presser. La première étape nous a menés à Cassis, où nous avons pris le temps de marcher dans les calanques et de nous baigner dans une eau étonnamment claire. Le lendemain, la route des Crêtes offrait des vues superbes sur la mer et sur le cap Canaille. Nous avons dormi dans un petit hôtel familial à La Ciotat, puis continué vers Toulon et les îles d'Hyères. Porquerolles, sans voitures, reste un souvenir merveilleux : des pistes de vélo à travers les pins, des plages désertes et un village paisible.`;

/** Short test names for long texts. */
const label = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 70 ? `${line.slice(0, 67)}...` : line;
};

const CV_EN = `John Smith – Curriculum Vitae
Experienced warehouse supervisor with ten years of experience in logistics. Skills: team leadership, stock control, forklift licence, health and safety. Education: BTEC National Diploma in Business, 2010. Work history: Warehouse supervisor at Northgate Logistics (2016–present), responsible for a team of twelve operatives, planning shifts and training new starters. Warehouse operative at Fastship (2010–2016), picking, packing and loading vehicles. Interests: football, cooking and travelling with my family. References available on request. I am looking for a new challenge in a growing company where I can use my leadership skills.`;

const CV_ES = `Curriculum vitae – María López García
Datos personales: fecha de nacimiento 12/03/1995, nacionalidad española, carnet de conducir B.
Experiencia laboral: camarera en el Restaurante La Brasa de Valencia (2019–2024), atención al cliente en sala y terraza, cobro en caja y formación de nuevos compañeros. Dependienta en una tienda de ropa (2016–2019), reposición, escaparatismo y gestión de devoluciones.
Formación: ciclo formativo de grado medio en Servicios de Restauración. Idiomas: español nativo, inglés nivel B2, valenciano.
Aficiones: la cocina, el baloncesto y los viajes. Me considero una persona responsable, organizada y con muchas ganas de aprender y de crecer profesionalmente.`;

const ABOUT_US = `About us
Founded in 1998, Northgate Logistics is a family business that has grown into one of the leading logistics companies in the north of England. We operate six distribution centres and a fleet of more than two hundred vehicles, serving retailers, manufacturers and online shops across the country. Our mission is simple: deliver on time, every time. We invest in modern warehouses, electric vans and the training of our people, and we are proud of our strong safety record. In 2023 we won the regional award for sustainable transport. Our head office is in Leeds, close to the motorway network and the city centre.`;

const COURSE = `Introduction to Python programming
This ten-week evening course is designed for complete beginners. You will learn the basics of programming: variables, loops, functions and data structures, and you will build small projects such as a quiz game and a budget tracker. No previous experience is required, only a laptop and curiosity. Classes take place on Tuesday evenings from 6 to 8 pm at the city library, and all materials are provided. At the end of the course you will receive a certificate of completion. The course costs 120 euros, with reduced fees for students and job seekers. Places are limited, so book early.`;

describe('detectLanguage', () => {
  const table: [string, Language | 'unknown'][] = [
    // English.
    ['We are hiring a warehouse operator', 'en'],
    ['Cashier needed for evening shifts at our downtown store', 'en'],
    ['Senior software engineer, remote, full-time', 'en'],
    ['Delivery driver wanted for weekend shifts in the city centre', 'en'],
    [EN_WAREHOUSE, 'en'],
    [EN_DEVELOPER, 'en'],
    [RECIPE, 'en'],
    // French.
    ['Nous recrutons un cariste', 'fr'],
    ['Infirmière de nuit', 'fr'],
    ['Serveur / serveuse en restauration, horaires en coupure, nourri logé', 'fr'],
    ['Développeur front-end React confirmé', 'fr'],
    [FR_SERVEUR, 'fr'],
    [FR_TECHNICIEN, 'fr'],
    [VOYAGE, 'fr'],
    // Spanish.
    ['Camarero/a para restaurante en Madrid, jornada completa', 'es'],
    ['Teleoperador con experiencia en atención al cliente', 'es'],
    ['Desarrollador web full stack, remoto, contrato indefinido', 'es'],
    [ES_CAMARERO, 'es'],
    [ES_DESARROLLADOR, 'es'],
    [RECETA, 'es'],
    // Too short, not words, or another language.
    ['', 'unknown'],
    ['Hello', 'unknown'],
    ['Nurse', 'unknown'],
    ['12345 !!! 678', 'unknown'],
    ['https://jobs.example.com/offers/12345 jobs@example.com', 'unknown'],
    ['Der Lagerarbeiter muss schwere Pakete heben und sortieren', 'unknown'],
    ['Il magazziniere deve sollevare scatole pesanti ogni giorno', 'unknown'],
    ['O trabalhador do armazém deve levantar caixas pesadas todos os dias', 'unknown'],
  ];

  it.each(table.map(([text, expected]) => ({ label: label(text), text, expected })))(
    '$label -> $expected',
    ({ text, expected }) => {
      expect(detectLanguage(text)).toBe(expected);
    },
  );

  // A dominant language with a few words of another one is still that language (or too mixed to tell).
  const mixed: [string, Language][] = [
    [`${EN_WAREHOUSE}\nNous parlons aussi français. Hablamos español.`, 'en'],
    [`${FR_SERVEUR}\nEnglish speakers welcome, we are an international team.`, 'fr'],
    [`${ES_CAMARERO}\nWe also welcome English speakers.`, 'es'],
    ['We are hiring! Nous recrutons ! Buscamos personal para la tienda.', 'es'],
    ['Job: cashier. Poste: caissier. Puesto: cajero.', 'es'],
  ];
  it.each(mixed.map(([text, dominant]) => ({ label: label(text), text, dominant })))(
    'mixed: $label -> $dominant or unknown',
    ({ text, dominant }) => {
      expect([dominant, 'unknown']).toContain(detectLanguage(text));
    },
  );
});

describe('normalizeForHarm', () => {
  it('folds case and accents, undoes light leetspeak and unifies separators, but keeps amounts', () => {
    expect(normalizeForHarm('K1LL th3m @ll, $ex ÉSCORT!')).toBe('kill them all sex escort!');
    expect(normalizeForHarm('Earn $5,000 a week, 10k, 24h, 1st shift, €300')).toBe(
      'earn $5,000 a week 10k 24h 1st shift €300',
    );
    expect(normalizeForHarm("Serveur (H/F) – Sécurité, ﬁn de contrat.\nL'équipe")).toBe(
      'serveur h/f securite fin de contrat.\nl equipe',
    );
  });
});

describe('classifyHarm', () => {
  const harmful: [string, string][] = [
    // Violence: threats and calls to violence.
    ['violence', 'If you report me to HR, I will kill you.'],
    ['violence', 'Bring a gun, we are going to shoot up the school on Monday.'],
    ['violence', 'Si tu parles à la police, je vais te tuer.'],
    ['violence', 'Si no pagas lo que debes, te voy a matar.'],
    ['violence', 'Y0u w1ll d1e. I kn0w where y0u l1ve.'],
    // Hate speech and discrimination against groups.
    ['hate speech', 'Immigrants are vermin and should be deported.'],
    ['hate speech', 'Cleaner wanted. No blacks, no Arabs.'],
    ['hate speech', 'Death to all Jews.'],
    ['hate speech', 'Les musulmans sont des parasites.'],
    ['hate speech', "Poste de vendeur en boutique, pas d'Arabes."],
    ['hate speech', 'Los inmigrantes son una plaga.'],
    ['hate speech', 'Se busca dependiente. Abstenerse gitanos.'],
    ['hate speech', 'K1ll @ll 1mmigrants'],
    // Sexual content and adult services.
    ['sexual content', 'Escort girls wanted for private clients, cash paid daily.'],
    ['sexual content', 'Webcam models wanted for s3x chat, work from your bedroom.'],
    ['sexual content', 'Recherchons jeunes femmes pour massages érotiques en salon privé.'],
    ['sexual content', 'Buscamos chicas de compañía para clientes VIP.'],
    ['sexual content', 'Casting pour films pour adultes, débutantes acceptées.'],
    // Scams aimed at candidates.
    ['scam', 'Pay a $99 registration fee before your interview.'],
    ['scam', 'Applicants must pay a refundable deposit of £150 for the uniform.'],
    ['scam', "Des frais d'inscription de 150 € sont à régler avant la formation."],
    ['scam', 'Para empezar debes pagar una cuota de inscripción de 80 euros.'],
    ['scam', 'Send the money via Western Union to receive your starter kit.'],
    ['scam', "Vous devez envoyer de l'argent par mandat cash pour recevoir votre matériel."],
    ['scam', 'Tienes que enviar dinero por adelantado para el material.'],
    ['scam', 'Double your bitcoin in 24 hours, guaranteed returns!'],
    ['scam', 'Doublez votre mise en crypto en une semaine.'],
    ['scam', 'Duplica tu inversión en bitcoin en siete días.'],
    ['scam', 'Earn $5000 a week from home, no experience needed!'],
    ['scam', 'Gagnez 800€ par jour depuis chez vous, sans expérience.'],
    ['scam', 'Gana 3.000 euros a la semana desde casa sin experiencia.'],
    ['scam', 'To apply, please send your IBAN and a scan of your passport.'],
    ['scam', 'Pour postuler, envoyez votre RIB et une copie de votre carte bancaire.'],
    ['scam', 'Para postular, envía tu número de tarjeta y tu DNI.'],
    ['scam', 'We send you a cheque, you cash the cheque and send back the rest via Western Union.'],
    ['scam', 'Provide your credit card details to receive your work laptop.'],
    ['scam', 'Vous recevrez des fonds sur votre compte personnel et les transférerez à nos partenaires.'],
    ['scam', 'Recibirás dinero en tu cuenta y lo transferirás a nuestros socios.'],
    ['scam', 'Invest $100 and get $1000 in 3 days.'],
    // Illegal activity.
    ['illegal activity', 'Drivers needed to deliver cocaine across the city, no questions asked.'],
    ['illegal activity', 'Drug mules wanted for international trips, all expenses paid.'],
    ['illegal activity', 'Recherche vendeurs pour point de deal, paie journalière.'],
    ['illegal activity', 'Buscamos personal para venta de cocaína en la zona.'],
    ['illegal activity', 'We make fake passports and ID cards, looking for a printer operator.'],
    ['illegal activity', 'We need people to sell meth and weed in clubs.'],
  ];

  it.each(harmful)('%s: %s', (category, text) => {
    const verdict = classifyHarm(text);
    expect(verdict).toMatchObject({ harmful: true, category });
    expect(verdict.reason).toMatch(/^Content contains inappropriate material \(.+: .+\)\.$/);
    expect(verdict.reason).toContain(`(${category}: `);
  });

  it('names the category and what was found', () => {
    expect(classifyHarm('Pay a $99 registration fee before your interview.').reason).toBe(
      'Content contains inappropriate material (scam: payment requested from the candidate).',
    );
  });

  // Ordinary job vocabulary that looks alarming out of context.
  const harmless = [
    'Security guard for a night club: bouncer experience, crowd control and cash handling.',
    'Photo shooting assistant: help the photographer during studio shooting sessions.',
    'We will shoot your family portraits in our studio; the photographer will shoot you in natural light.',
    'Butcher: knife skills required, cutting and boning meat, killing floor experience a plus.',
    'Night club bartender, weekend shifts, cocktails and shots.',
    'Sex: M/F. Age: 18+. Serveur H/F, sexe : H/F.',
    'Bank teller: money counting, cash handling and customer service in a bank branch.',
    'Executive assistant to the CEO; execute tasks quickly.',
    'Bring a book to kill time during breaks.',
    'Anti-money laundering analyst: detect suspicious transactions and money laundering patterns.',
    'Cashier: detect counterfeit banknotes and fake IDs when selling alcohol.',
    'Pharmacy assistant: dispense drugs and advise customers; drug and alcohol testing required.',
    'Pest control technician: kill rodents and insects safely.',
    'Escort vehicle driver for oversized loads; security escort for cash transport.',
    'We pay your visa fees and relocation costs, and training fees are covered.',
    'Salaire versé par virement chaque mois.',
    "Pièces à fournir à l'embauche : RIB, carte vitale, pièce d'identité.",
    'Valid passport required for international travel.',
    'Agent de sécurité / videur pour discothèque, tournage de film, couteau de boucher.',
    'Acompañante de personas mayores, manejo de efectivo, camisa y pantalón negros.',
    'Paint stripper and wire stripper handling in the workshop.',
    'No experience needed: earn €600 a week as a warehouse picker.',
    'Women are encouraged to apply. Les femmes doivent porter une tenue correcte.',
    'Earn up to $25 per hour plus tips, flexible shifts, work from home on Fridays.',
    'Pour postuler, envoyez votre CV et une lettre de motivation.',
    'Para postular, envía tu CV y una carta de presentación.',
    // Jobs that fight or handle what the rules look for.
    'Policier : lutte contre le trafic de stupéfiants.',
    'Customs officer: detect drug smuggling and counterfeit goods at the border.',
    'Social worker supporting sex workers and victims of trafficking.',
    'Nurse in a rehabilitation clinic for patients recovering from heroin addiction.',
    'Teller at a money-transfer branch: help customers who want to send money abroad.',
    'Accounts payable clerk: process supplier invoices, bank transfers and payment runs.',
    "Paie : vérifier les coordonnées bancaires et les RIB des salariés après l'embauche.",
    'Send your bank details to payroll after signing the contract.',
    'Debes realizar el pago a proveedores y la conciliación bancaria.',
    'Chef de partie: kill and prepare live lobsters; gardener: kill weeds; game tester: shoot enemies.',
    'Gana 1.200 euros al mes, jornada completa, sin experiencia.',
    "Gagnez jusqu'à 2 500 € par mois avec nos primes, sans expérience requise.",
    'Crypto analyst: research bitcoin markets. Sales: double your sales with our CRM.',
    EN_WAREHOUSE,
    EN_SECURITY,
    FR_SERVEUR,
    ES_CAMARERO,
  ];

  it.each(harmless.map((text) => ({ label: label(text), text })))('passes: $label', ({ text }) => {
    expect(classifyHarm(text)).toEqual({ harmful: false, reason: null, category: null });
  });
});

describe('assessSufficiency', () => {
  it('documents its thresholds', () => {
    expect([MIN_WORDS, TARGET_WORDS, MAX_WORDS]).toEqual([60, 100, 3000]);
  });

  it('counts runs of Unicode letters', () => {
    expect(countWords("L'équipe full-time, 40 h/semaine — ¡Únete!")).toBe(7);
    expect(countWords('Café Cafe\u0301 niño')).toBe(3);
  });

  const jobs: [string, string][] = [
    ['en warehouse', EN_WAREHOUSE],
    ['en developer', EN_DEVELOPER],
    ['en security guard', EN_SECURITY],
    ['fr serveur', FR_SERVEUR],
    ['fr technicien', FR_TECHNICIEN],
    ['es camarero', ES_CAMARERO],
    ['es desarrollador', ES_DESARROLLADOR],
    ['en nurse', EN_NURSE],
    ['en bakery, no headings', EN_BAKERY],
    ['fr cariste', FR_CARISTE],
    ['es repartidor', ES_REPARTIDOR],
  ];
  it.each(jobs)('accepts a job post: %s', (_name, text) => {
    const result = assessSufficiency(text);
    expect(result.words).toBeGreaterThanOrEqual(80);
    expect(result.words).toBeLessThanOrEqual(200);
    expect(result).toMatchObject({ sufficient: true, reason: null });
    expect(result.signals).toContain('title');
    expect(result.signals).not.toContain('cv');
  });

  const notJobs: [string, string][] = [
    ['recipe', RECIPE],
    ['news article', NEWS],
    ['receta', RECETA],
    ['récit de voyage', VOYAGE],
    ['CV', CV_EN],
    ['currículum', CV_ES],
    ['company presentation', ABOUT_US],
    ['course description', COURSE],
  ];
  it.each(notJobs)('refuses a text that is not a job post: %s', (_name, text) => {
    const result = assessSufficiency(text);
    expect(result.words).toBeGreaterThan(MIN_WORDS);
    expect(result).toMatchObject({ sufficient: false, reason: DEMO_MESSAGES.contentNotJob });
  });

  it('recognises a pasted CV', () => {
    expect(assessSufficiency(CV_EN).signals).toContain('cv');
    expect(assessSufficiency(CV_ES).signals).toContain('cv');
  });

  it('refuses a short text', () => {
    for (const text of ['Looking for a cashier, apply today.', 'Nous recrutons un cariste H/F en CDI.', 'x']) {
      expect(assessSufficiency(text)).toMatchObject({ sufficient: false, reason: DEMO_MESSAGES.contentShort });
    }
  });

  it('refuses a text of more than 3000 words', () => {
    const long = Array.from({ length: 25 }, () => EN_WAREHOUSE).join('\n\n');
    const result = assessSufficiency(long);
    expect(result.words).toBeGreaterThan(MAX_WORDS);
    expect(result).toMatchObject({ sufficient: false, reason: DEMO_MESSAGES.contentLong });
  });

  it('between 60 and 100 words, needs strong job signals', () => {
    const strong = `Cashier (Part-time)
We are hiring a cashier for our supermarket in Bristol.
Responsibilities: serve customers at the till, handle cash and card payments, keep the checkout area tidy and help with restocking shelves.
Requirements: previous retail experience is a plus, good numeracy and a friendly attitude.
We offer £11.80 per hour, 20 hours per week on weekend shifts and a staff discount.`;
    const result = assessSufficiency(strong);
    expect(result.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(result.words).toBeLessThan(TARGET_WORDS);
    expect(result).toMatchObject({ sufficient: true, reason: null });
    expect(result.signals).toEqual(expect.arrayContaining(['title', 'responsibilities', 'requirements', 'benefits']));

    // A title and one line of conditions: a job, but too thin.
    const thin = `Cashier wanted at our supermarket in Bristol.
Our store is a friendly place in the heart of the city, close to the station and the river, with a large car park, a bakery, a café and a pharmacy. Many of our customers have shopped here for years and we know most of them by name. We are open every day from early morning until late in the evening, and we look forward to meeting you soon in the store.
Part-time.`;
    const thinResult = assessSufficiency(thin);
    expect(thinResult.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(thinResult.words).toBeLessThan(TARGET_WORDS);
    expect(thinResult).toMatchObject({ sufficient: false, reason: DEMO_MESSAGES.contentShort });

    // No job signals at all.
    const story = NEWS.split(' ').slice(0, 80).join(' ');
    expect(assessSufficiency(story)).toMatchObject({ sufficient: false, reason: DEMO_MESSAGES.contentNotJob });
  });
});

describe('verifyContent', () => {
  const fakeTranslator = (impl: Translator['translate']) => {
    const translate = vi.fn(impl);
    return { translator: { translate }, translate };
  };

  it('translates an accepted text in another language', async () => {
    const { translator, translate } = fakeTranslator(
      async (text, from, to) => `[${from}->${to}] ${text.toUpperCase()}`,
    );
    const result = await verifyContent(`  ${EN_WAREHOUSE}  `, 'fr', { translator });
    expect(translate).toHaveBeenCalledWith(EN_WAREHOUSE, 'en', 'fr');
    expect(result).toEqual({
      success: true,
      isHarmful: false,
      harmfulReason: null,
      isSufficient: true,
      sufficiencyReason: null,
      needsTranslation: true,
      translatedContent: `[en->fr] ${EN_WAREHOUSE.toUpperCase()}`,
      detectedLanguage: 'en',
      translated: true,
    });
  });

  it('keeps the original when the translation fails, is empty or times out', async () => {
    const onTranslationError = vi.fn();
    const failing = [
      fakeTranslator(async () => {
        throw new Error('HTTP 500');
      }).translator,
      fakeTranslator(async () => '   ').translator,
      fakeTranslator(() => new Promise<string>(() => {})).translator,
    ];
    for (const translator of failing) {
      const result = await verifyContent(ES_CAMARERO, 'en', { translator, timeoutMs: 50, onTranslationError });
      expect(result).toMatchObject({
        isHarmful: false,
        isSufficient: true,
        needsTranslation: true,
        detectedLanguage: 'es',
        translatedContent: null,
        translated: false,
      });
    }
    expect(onTranslationError).toHaveBeenCalledTimes(3);
  });

  it('does not translate a text already in the interface language', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const result = await verifyContent(FR_SERVEUR, 'fr', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      isSufficient: true,
      needsTranslation: false,
      detectedLanguage: 'fr',
      translatedContent: null,
      translated: false,
    });
  });

  it('without a translator, says a translation is needed but makes none', async () => {
    const result = await verifyContent(FR_TECHNICIEN, 'es');
    expect(result).toMatchObject({
      isSufficient: true,
      needsTranslation: true,
      detectedLanguage: 'fr',
      translatedContent: null,
      translated: false,
    });
  });

  it('refuses harmful content first and never translates it', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const scam = `${EN_WAREHOUSE}\nBefore you start you must pay a $150 training fee by wire transfer.`;
    const result = await verifyContent(scam, 'fr', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      isHarmful: true,
      harmfulReason: 'Content contains inappropriate material (scam: payment requested from the candidate).',
      isSufficient: false,
      sufficiencyReason: null,
      translatedContent: null,
      translated: false,
    });
  });

  // Pathological inputs of the largest accepted size finish (no catastrophic backtracking); `npm run bench`
  // measures how long a verification takes.
  it('verifies the longest accepted input, whatever it holds', async () => {
    const inputs = [
      'a',
      '1,',
      'a@',
      'k1',
      '$e',
      'you must pay ',
      'earn 1 ',
      'send us the money via ~ ',
      '日本語 ',
      EN_WAREHOUSE,
    ];
    await verifyContent('warm up', 'en');
    for (const unit of inputs) {
      const text = unit.repeat(Math.ceil(50_000 / unit.length)).slice(0, 50_000);
      const result = await verifyContent(text, 'fr');
      expect(result.success, unit).toBe(true);
    }
  });

  it('does not translate an insufficient text', async () => {
    const { translator, translate } = fakeTranslator(async () => 'never');
    const short = await verifyContent('Nous recrutons un cariste H/F en CDI à Lyon, postulez vite !', 'en', {
      translator,
    });
    const notJob = await verifyContent(RECETA, 'en', { translator });
    expect(translate).not.toHaveBeenCalled();
    expect(short).toMatchObject({
      isHarmful: false,
      isSufficient: false,
      sufficiencyReason: DEMO_MESSAGES.contentShort,
      needsTranslation: true,
      detectedLanguage: 'fr',
      translated: false,
    });
    expect(notJob).toMatchObject({ isSufficient: false, sufficiencyReason: DEMO_MESSAGES.contentNotJob });
  });
});
