/**
 * The phrases the harm rules look for, in English, French and Spanish: threats, hate speech against groups,
 * sexual content and adult services, fees and money transfers asked of candidates, investment and earnings
 * promises, requests for bank or identity documents, illegal trades, and the words of those who fight them.
 */
import { alt, phrases, WORD_CHAR } from '../text/normalize';

/**
 * Words that put a harmful phrase in the work of those who fight it: police, customs, compliance, social work
 * ("lutte contre le trafic de stupéfiants", "detect drug smuggling", "supporting sex workers").
 */
export const COUNTERING = phrases(
  alt(
    'against',
    'combat\\p{L}*',
    'fight\\p{L}*',
    'prevent\\p{L}*',
    'detect\\p{L}*',
    'investigat\\p{L}*',
    'tackl\\p{L}*',
  ),
  alt('anti', 'counter', 'victims? of', 'supporting', 'outreach', 'harm reduction', 'recovering from', 'addiction'),
  alt('contre', 'lutter', 'lutte', 'prevenir', 'prevention', 'detecter', 'detection', 'enquete\\p{L}*', 'victimes?'),
  alt('accompagnement des', 'accompagner les', 'reperer', 'reprimer', 'repression'),
  alt('lucha', 'luchar', 'combatir', 'prevencion', 'detectar', 'deteccion', 'investigar', 'victimas?', 'apoyo a'),
);

// Groups of people, plural forms only ("black shoes" or "Black Friday" never read as a group).
const GROUPS_EN = alt(
  'jews',
  'jewish people',
  'muslims',
  'arabs',
  'blacks',
  'black people',
  'asians',
  'mexicans',
  'latinos',
  'immigrants',
  'migrants',
  'refugees',
  'foreigners',
  'gays',
  'homosexuals',
  'lesbians',
  'trans people',
  'transgender people',
  'women',
  'christians',
  'hindus',
  'roma',
  'gypsies',
  'africans',
);
const GROUPS_FR = alt(
  'juifs',
  'musulmans',
  'arabes',
  'noirs',
  'asiatiques',
  'immigres',
  'immigrants',
  'migrants',
  'refugies',
  'etrangers',
  'homosexuels',
  'gays',
  'lesbiennes',
  'personnes trans',
  'femmes',
  'chretiens',
  'roms',
  'gitans',
  'africains',
  'maghrebins',
);
const GROUPS_ES = alt(
  'judios',
  'musulmanes',
  'arabes',
  'negros',
  'asiaticos',
  'inmigrantes',
  'migrantes',
  'refugiados',
  'extranjeros',
  'homosexuales',
  'gays',
  'lesbianas',
  'personas trans',
  'mujeres',
  'cristianos',
  'gitanos',
  'africanos',
);
const DEHUMANISING_EN = alt(
  'vermin',
  'animals',
  'subhuman',
  'sub human',
  'parasites',
  'rats',
  'cockroaches',
  'inferior',
  'scum',
  'savages',
  'a disease',
  'a plague',
  'filth',
  'trash',
  'garbage',
  'apes',
  'monkeys',
  'pigs',
  'dogs',
  'terrorists',
  'criminals',
);
const DEHUMANISING_FR = alt(
  'vermines?',
  'animaux',
  'parasites',
  'rats',
  'cafards',
  'sous hommes',
  'inferieur(?:e|s|es)?',
  'racailles',
  'sauvages',
  'singes',
  'chiens',
  'porcs',
  'ordures',
  'dechets',
  'terroristes',
  'une maladie',
  'une plaie',
);
const DEHUMANISING_ES = alt(
  'animales',
  'ratas',
  'parasitos',
  'cucarachas',
  'escoria',
  'inferiores',
  'basura',
  'salvajes',
  'monos',
  'perros',
  'cerdos',
  'terroristas',
  'una plaga',
  'una enfermedad',
);

export const VIOLENCE = phrases(
  // English threats and calls to violence.
  `${alt('i', 'we')} ${alt('will', 'll', 'am going to', 're going to', 'are going to', 'gonna', 'm going to', 'shall')} ${alt('kill', 'shoot', 'stab', 'murder', 'hurt', 'beat up', 'strangle', 'behead', 'burn')} ${alt('you', 'u', 'him', 'her', 'them', 'everyone', 'everybody', 'all of you', 'your family')}(?! ${alt('photos?', 'portraits?', 'pictures?', 'videos?', 'wedding')})`,
  `${alt('kill', 'shoot', 'hang', 'murder')} ${alt('yourself', 'urself', 'yourselves')}`,
  'kys',
  `${alt('kill', 'shoot', 'murder', 'slaughter', 'massacre', 'exterminate', 'behead')} ${alt('them all', 'all of them', 'every last one', 'everyone in')}`,
  `${alt('shoot up', 'bomb', 'blow up', 'set fire to', 'burn down')} ${alt('the', 'a', 'this', 'that', 'our', 'your')} ${alt('school', 'office', 'building', 'church', 'mosque', 'synagogue', 'store', 'mall', 'workplace', 'crowd')}`,
  `you ${alt('will', 're going to', 'are going to', 'gonna')} ${alt('die', 'be killed', 'get shot', 'get hurt')}`,
  `${alt('i', 'we')} know where you live`,
  // French.
  `${alt('je', 'j', 'on', 'nous')} ${alt('vais', 'va', 'allons')} ${alt('te', 'vous', 'les', 't')} ${alt('tuer', 'buter', 'egorger', 'flinguer', 'massacrer', 'poignarder', 'bruler', 'cramer', 'defoncer', 'tabasser', 'frapper')}`,
  `je ${alt('te', 'vous')} ${alt('tue', 'tuerai', 'bute', 'buterai', 'egorge', 'egorgerai')}`,
  `${alt('tue', 'suicide', 'pends')} toi`,
  `va te ${alt('tuer', 'pendre', 'suicider')}`,
  `${alt('il faut', 'faut', 'on doit')} ${alt('tous les', 'les')} ${alt('tuer', 'exterminer', 'buter', 'egorger', 'bruler', 'gazer', 'massacrer')}`,
  `${alt('tuer', 'exterminer', 'massacrer', 'egorger', 'buter')} ${alt('les tous', 'tout le monde', 'jusqu au dernier')}`,
  `${alt('faire sauter', 'poser une bombe dans', 'mitrailler', 'incendier')} ${alt('l', 'la', 'le', 'les', 'une', 'un', 'cette', 'ce')} ${alt('ecole', 'bureau', 'batiment', 'eglise', 'mosquee', 'synagogue', 'magasin', 'foule', 'entreprise')}`,
  'tu vas mourir',
  `${alt('je sais', 'on sait')} ou tu habites`,
  // Spanish.
  `${alt('te', 'los', 'las', 'lo', 'la', 'les', 'os')} ${alt('voy', 'vamos')} a ${alt('matar', 'apunalar', 'disparar', 'pegar', 'quemar', 'degollar', 'reventar')}`,
  `${alt('voy', 'vamos')} a ${alt('matarte', 'matarlos', 'matarlas', 'mataros', 'matarlo', 'matarla', 'apunalarte', 'degollarte', 'pegarte')}`,
  alt('matate', 'suicidate', 'ahorcate'),
  `${alt('hay que', 'tenemos que', 'habria que')} ${alt('matarlos', 'matarlas', 'exterminarlos', 'matar a todos', 'quemarlos')}`,
  `${alt('poner una bomba en', 'volar', 'balear', 'tirotear', 'incendiar')} ${alt('la', 'el', 'una', 'un', 'esta', 'este')} ${alt('escuela', 'oficina', 'edificio', 'iglesia', 'mezquita', 'sinagoga', 'tienda', 'colegio', 'empresa')}`,
  'vas a morir',
  `${alt('se', 'sabemos')} donde vives`,
);

export const HATE = phrases(
  // Dehumanising a group, wishing it dead or gone, or calling for violence against it.
  `(?:all )?${GROUPS_EN} ${alt('are', 'r')} (?:all )?${DEHUMANISING_EN}`,
  `${GROUPS_EN} ${alt('should', 'must', 'need to', 'deserve to', 'ought to')} (?:all )?${alt('die', 'be killed', 'be exterminated', 'be gassed', 'be shot', 'be hanged', 'burn', 'be deported', 'go back')}`,
  `${alt('kill', 'exterminate', 'gas', 'hang', 'shoot', 'deport', 'get rid of', 'wipe out')} (?:all )?(?:the |those |these )?${GROUPS_EN}`,
  `death to (?:all )?(?:the )?${GROUPS_EN}`,
  `${alt('no', 'never hire', 'we do not hire', 'we don t hire')} ${GROUPS_EN}(?: ${alt('allowed', 'please', 'need apply', 'accepted', 'wanted')})?`,
  `${alt('whites', 'white people', 'white candidates')} only`,
  `only ${alt('whites', 'white people', 'white candidates')}`,
  alt(
    'white power',
    'heil hitler',
    'sieg heil',
    'race war',
    'white genocide',
    'hitler was right',
    'hitler did nothing wrong',
  ),
  // French.
  `(?:${alt('les', 'tous les', 'ces')} )?${GROUPS_FR} ${alt('sont', 'c est')} (?:tous )?(?:des )?${DEHUMANISING_FR}`,
  `${GROUPS_FR} ${alt('doivent', 'devraient', 'meritent de')} (?:tous )?${alt('mourir', 'crever', 'etre extermines', 'etre gazes', 'bruler', 'etre expulses', 'degager', 'retourner chez eux')}`,
  `${alt('tuer', 'exterminer', 'gazer', 'pendre', 'bruler', 'expulser', 'virer', 'degager')} (?:tous )?${alt('les', 'ces')} ${GROUPS_FR}`,
  `mort ${alt('aux', 'a tous les')} ${GROUPS_FR}`,
  `${alt('pas de', 'pas d', 'aucun', 'aucune', 'nous n embauchons pas de', 'nous n embauchons pas d')} ${GROUPS_FR}`,
  `${alt('blancs', 'francais de souche')} ${alt('uniquement', 'seulement')}`,
  `${alt('uniquement', 'seulement')} (?:des )?${alt('blancs', 'francais de souche')}`,
  // Spanish.
  `(?:${alt('los', 'las', 'todos los', 'esos')} )?${GROUPS_ES} ${alt('son', 'es')} (?:todos )?(?:${alt('unos', 'unas', 'una')} )?${DEHUMANISING_ES}`,
  `${GROUPS_ES} ${alt('deben', 'deberian', 'merecen')} (?:todos )?${alt('morir', 'ser exterminados', 'ser gaseados', 'arder', 'ser deportados', 'largarse', 'volver a su pais')}`,
  `${alt('matar', 'exterminar', 'gasear', 'colgar', 'quemar', 'deportar', 'echar')} a (?:todos )?${alt('los', 'las', 'esos', 'esas')} ${GROUPS_ES}`,
  `muerte a (?:${alt('los', 'las', 'todos los')} )?${GROUPS_ES}`,
  `${alt('no se admiten', 'no queremos', 'abstenerse', 'nada de', 'no contratamos')} ${GROUPS_ES}`,
  `${alt('solo', 'solamente', 'unicamente')} ${alt('blancos', 'espanoles de pura cepa')}`,
);

export const SEXUAL = phrases(
  // English.
  `escort ${alt('girls?', 'boys?', 'services?', 'agency', 'agencies', 'work', 'jobs?')}`,
  `${alt('as', 'become')} an escort(?! ${alt('vehicle', 'driver', 'officer', 'for')})`,
  `sex(?:ual)? ${alt('work', 'workers?', 'services?', 'favou?rs', 'chat', 'cam', 'acts?', 'content')}`,
  `sex for ${alt('money', 'cash', 'rent')}`,
  `adult ${alt('entertainment', 'services?', 'content', 'films?', 'videos?', 'industry', 'webcam', 'chat')}`,
  'porn\\p{L}*',
  alt(
    'xxx',
    'nsfw',
    'onlyfans',
    'only fans',
    'cam\\s?girls?',
    'bdsm',
    'brothel',
    'striptease',
    'strip club',
    'lap\\s?danc\\p{L}*',
  ),
  `webcam ${alt('models?', 'modell?ing', 'girls?', 'performers?', 'shows?')}`,
  `erotic ${alt('massage', 'dancers?', 'dancing', 'services?', 'photos', 'chat', 'content')}`,
  'happy ending',
  `sugar ${alt('daddy', 'daddies', 'baby', 'babies', 'mummy', 'mommy')}`,
  `nude ${alt('photos', 'pictures', 'pics', 'modell?ing', 'models?', 'dancing', 'videos')}`,
  'nudes',
  `send ~2 ${alt('sexy', 'nude', 'naked', 'intimate')} ${alt('photos', 'pictures', 'pics', 'videos')}`,
  'prostitu\\p{L}*',
  'exotic dancers?',
  `topless ${alt('waitress(?:es)?', 'bartenders?', 'dancers?', 'waiters?')}`,
  // French.
  `escort ${alt('girl', 'boy')}`,
  `${alt('escorte', 'escort')} de luxe`,
  `${alt('services?', 'prestations?', 'rencontres?', 'massages?')} ${alt('sexuel(?:le)?s?', 'coquin(?:e)?s?', 'erotiques?', 'tarife(?:e)?s?', 'naturistes?', 'tantriques?')}`,
  'sexe tarife',
  `${alt('photos', 'videos')} ${alt('denudees', 'de nu', 'nues', 'erotiques', 'sexy', 'intimes')}`,
  `${alt('films?', 'contenus?', 'videos?')} ${alt('pour adultes', 'x', 'porno')}`,
  `tchat ${alt('rose', 'coquin', 'erotique')}`,
  'travail du sexe',
  'travailleu(?:r|se)s? du sexe',
  'maison close',
  'strip tease',
  'club de strip',
  `danseuses? ${alt('erotiques?', 'nues?', 'de striptease')}`,
  `serveuses? ${alt('topless', 'seins nus', 'en lingerie')}`,
  // Spanish.
  `${alt('chicas', 'senoritas', 'chicos')} de compania`,
  `${alt('servicios?', 'encuentros?', 'contenido', 'trabajo', 'masajes?')} ${alt('sexual(?:es)?', 'eroticos?', 'para adultos', 'tantricos?', 'sensuales?')}`,
  `masajes? ~3 final feliz`,
  'con final feliz',
  `${alt('fotos', 'videos')} ${alt('desnud\\p{L}*', 'intimas?', 'eroticas?', 'sexys?', 'hot')}`,
  `${alt('peliculas?', 'contenido', 'videos?')} ${alt('porno', 'para adultos', 'x')}`,
  'trabajador\\p{L}* sexual\\p{L}*',
  alt('burdel', 'club de alterne', 'chicas? de alterne', 'alterne'),
  `bailarin\\p{L}* ${alt('erotic\\p{L}*', 'exotic\\p{L}*', 'de striptease')}`,
  `camarer\\p{L}* ${alt('en topless', 'topless', 'en lenceria')}`,
  `${alt('sexo', 'sexe')} ${alt('a cambio', 'por dinero', 'contre', 'oral', 'anal')}`,
);

const AMOUNT = '(?:[$€£]\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:[$€£]|eur|euros?|usd|dollars?|gbp|pounds?))';

export const FEES = phrases(
  // English: the candidate pays to apply, train or start.
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will', 'will need to', 'will have to', 'are required to', 'should')} (?:first )?${alt('pay', 'send', 'transfer', 'deposit', 'wire')} ~3 ${alt('fee', 'fees', 'deposit', 'amount', 'sum', 'money', 'payment', AMOUNT)}`,
  `pay ${alt('a', 'the', 'an')} (?:${alt('small', 'one time', 'refundable', 'one off')} )?${alt('registration', 'application', 'processing', 'training', 'onboarding', 'enrol?lment', 'membership', 'placement', 'recruitment', 'interview', 'starter kit', 'admin')} ${alt('fee', 'deposit', 'charge')}`,
  `${alt('registration', 'application', 'applying', 'processing', 'onboarding', 'enrol?lment', 'membership', 'placement', 'recruitment', 'interview', 'starter kit')} ${alt('fee', 'fees', 'deposit')} ${alt('of', 'is', 'costs?')} ${AMOUNT}`,
  `${alt('refundable', 'one time', 'small')} ${alt('registration', 'application', 'processing', 'training')} ${alt('fee', 'deposit')}`,
  `${alt('send', 'pay', 'transfer', 'wire')} (?:${alt('us', 'me')} )?${AMOUNT} ~3 ${alt('fee', 'fees', 'deposit', 'charge')}`,
  `${AMOUNT} ~1 ${alt('registration', 'application', 'processing', 'placement', 'membership', 'starter kit', 'enrol?lment')} ${alt('fee', 'deposit', 'charge')}`,
  `${alt('fee', 'deposit', 'payment')} ${alt('is', 'will be')} ${alt('required', 'payable', 'due')} ${alt('to', 'before', 'in order to')} ${alt('apply', 'start', 'secure', 'reserve', 'book', 'confirm', 'be considered')}`,
  `${alt('pay', 'paying')} to ${alt('apply', 'work', 'start', 'be hired', 'get the job')}`,
  // French.
  `${alt('frais', 'droits')} ${alt('d inscription', 'de dossier', 'de candidature', 'd adhesion', 'de traitement', 'de reservation')} ~2 ${alt(AMOUNT, 'a payer', 'a regler', 'obligatoires?', 'a verser', 'de votre part')}`,
  `vous ${alt('devez', 'devrez', 'aurez a', 'allez devoir')} (?:d abord )?${alt('payer', 'regler', 'verser', 'envoyer', 'virer', 'avancer')} ~3 ${alt('frais', 'somme', 'montant', 'caution', 'acompte', 'argent', AMOUNT)}`,
  `${alt('payer', 'regler', 'verser')} ${alt('des', 'les', 'un', 'une')} ${alt('frais', 'caution', 'acompte', 'droits')} ${alt('d inscription', 'de dossier', 'de candidature', 'pour postuler', 'avant de commencer')}`,
  `${alt('envoyez', 'payez', 'versez', 'reglez', 'virez')} ~2 ${AMOUNT}`,
  `${AMOUNT} ${alt('de frais', 'd inscription', 'de frais de dossier', 'de frais d inscription', 'de caution')}`,
  `${alt('caution', 'acompte')} ~3 ${alt('pour postuler', 'avant de commencer', 'pour reserver', 'pour valider', 'pour confirmer')}`,
  `${alt('payer', 'payez')} pour ${alt('postuler', 'travailler', 'commencer', 'etre embauche')}`,
  // Spanish.
  `${alt('cuota', 'tasa', 'tarifa', 'pago', 'matricula')} (?:de )?${alt('inscripcion', 'registro', 'solicitud', 'tramitacion', 'alta')} ~2 ${alt(AMOUNT, 'obligatori\\p{L}*', 'a pagar', 'por adelantado')}`,
  `${alt('debes', 'deberas', 'tienes que', 'tendras que', 'debe', 'debera', 'tiene que', 'tendra que')} (?:primero )?${alt('pagar', 'abonar', 'enviar', 'transferir', 'depositar', 'ingresar')} ~3 ${alt('cuota', 'tasa', 'tarifa', 'dinero', 'importe', 'deposito', 'fianza', AMOUNT)}`,
  `${alt('envia', 'envie', 'paga', 'pague', 'abona', 'abone', 'ingresa', 'ingrese', 'transfiere')} ~2 ${AMOUNT} ~3 ${alt('cuota', 'tasa', 'inscripcion', 'matricula', 'fianza', 'deposito', 'registro')}`,
  `${AMOUNT} ${alt('de inscripcion', 'de cuota', 'de matricula', 'de fianza')}`,
  `${alt('pagar', 'abonar')} ${alt('una', 'la', 'un', 'el')} ${alt('cuota', 'tasa', 'tarifa', 'fianza', 'deposito', 'matricula')} ${alt('de inscripcion', 'de registro', 'para postular', 'por adelantado', 'antes de empezar')}`,
  `${alt('pagar', 'paga')} para ${alt('postular', 'trabajar', 'empezar', 'ser contratado')}`,
  `${alt('deposito', 'fianza')} ${alt('reembolsable', 'para postular', 'para reservar')}`,
);

export const MONEY_TRANSFER = phrases(
  // English.
  `send ${alt('us', 'me')} (?:the )?money`,
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will need to', 'will have to', 'are required to')} (?:first )?send ~2 money`,
  `${alt('send', 'transfer', 'wire')} (?:${alt('us', 'me')} )?(?:the )?${alt('funds', 'money', 'payment')} ${alt('to', 'via', 'through', 'by')}`,
  `${alt('via', 'by', 'through', 'using', 'with')} ${alt('western union', 'moneygram')}`,
  `${alt('send', 'pay', 'transfer', 'wire')} ~4 ${alt('western union', 'moneygram')}`,
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will', 'should', 'are required to')} (?:first )?${alt('send', 'make', 'pay', 'do')} ~3 ${alt('wire transfer', 'bank transfer', 'money transfer')}`,
  `${alt('buy', 'purchase')} ~4 ${alt('gift cards?', 'itunes cards?', 'google play cards?', 'steam cards?')}`,
  `cash ${alt('the', 'a')} ${alt('check', 'cheque')} and ${alt('send', 'transfer', 'return', 'wire')}`,
  `${alt('receive', 'accept')} ${alt('money', 'funds', 'payments', 'transfers')} ${alt('into', 'in', 'on', 'to', 'through')} your (?:personal )?(?:bank )?account`,
  // French.
  `${alt('vous devez', 'vous devrez', 'il faut', 'merci d', 'veuillez')} ~2 envoyer de l argent`,
  `${alt('envoyez', 'envoyez nous')} de l argent`,
  `${alt('envoyez', 'envoyer', 'transferez', 'transferer', 'virez', 'virer')} (?:${alt('nous', 'moi')} )?${alt('l argent', 'la somme', 'les fonds', 'le montant', 'un mandat')}`,
  'mandat cash',
  `${alt('vous devez', 'merci d', 'veuillez', 'il faut')} ~2 ${alt('effectuer', 'faire', 'envoyer')} ${alt('un', 'le')} ${alt('virement', 'mandat', 'paiement')} ${alt('de', 'd un montant', 'par', 'via', 'avant')}`,
  `${alt('acheter', 'achetez')} ~3 ${alt('cartes? cadeaux?', 'coupons? pcs', 'recharges? pcs', 'transcash', 'neosurf')}`,
  `${alt('recevoir', 'recevrez', 'recevez')} ${alt('des fonds', 'de l argent', 'des virements', 'des paiements')} sur votre compte`,
  `encaisser ${alt('un', 'le', 'des')} cheques? et ${alt('renvoyer', 'reverser', 'transferer', 'virer')}`,
  // Spanish.
  `${alt('debes', 'deberas', 'tienes que', 'tendras que', 'debe', 'debera', 'tiene que', 'tendra que')} ~2 enviar ~2 dinero`,
  alt('envianos dinero', 'enviarnos dinero', 'envia dinero', 'envie dinero'),
  `${alt('envia', 'envie', 'enviar', 'envianos', 'transfiere', 'transferir', 'transfiera')} ${alt('el dinero', 'la cantidad', 'los fondos', 'el importe')}`,
  `${alt('debes', 'tienes que', 'debera', 'tendras que', 'debe')} ~2 ${alt('hacer', 'realizar', 'enviar')} ${alt('una', 'la')} ${alt('transferencia', 'giro', 'pago')} ${alt('de', 'por', 'antes')}`,
  `${alt('comprar', 'compra', 'compre')} ~3 ${alt('tarjetas (?:de )?regalo', 'vales', 'recargas paysafecard', 'paysafecard')}`,
  `${alt('recibir', 'recibiras', 'recibes', 'recibira')} ${alt('dinero', 'fondos', 'pagos', 'transferencias')} en ${alt('tu', 'su')} cuenta`,
);

export const INVESTMENT = phrases(
  `double your ${alt('money', 'bitcoins?', 'btc', 'crypto', 'investment', 'income', 'deposit', 'capital')}`,
  `${alt('doublez', 'doubler', 'triplez', 'tripler')} ${alt('votre', 'vos', 'ton', 'tes', 'la')} ${alt('argent', 'investissement', 'mise', 'capital', 'bitcoins?', 'cryptos?', 'gains')}`,
  `${alt('duplica', 'duplicar', 'triplica', 'triplicar')} ${alt('tu', 'su', 'el', 'tus')} ${alt('dinero', 'inversion', 'capital', 'bitcoins?', 'cripto', 'criptomonedas')}`,
  `guaranteed ${alt('returns?', 'profits?', 'roi')}`,
  `${alt('rendements?', 'gains', 'benefices', 'profits?')} ${alt('garantis?', 'assures')}`,
  `${alt('rentabilidad', 'ganancias', 'beneficios', 'retornos?')} ${alt('garantizad\\p{L}*', 'aseguradas?')}`,
  `${alt('invest', 'investissez', 'investir', 'invierte', 'invertir')} ~2 ${AMOUNT} ~4 ${alt('get', 'receive', 'earn', 'recevez', 'gagnez', 'recibe', 'recibes', 'gana', 'ganas', 'obten')} ~2 ${AMOUNT}`,
);

export const DRUGS = phrases(
  `drug ${alt('trafficking', 'dealing', 'dealers?', 'runners?', 'mules?', 'couriers?', 'smuggling', 'cartel', 'ring')}`,
  `${alt('sell', 'selling', 'deal', 'dealing', 'smuggle', 'smuggling', 'traffic', 'trafficking', 'push', 'pushing', 'deliver', 'delivering', 'carry', 'carrying', 'transport', 'transporting')} ~2 ${alt('cocaine', 'heroin', 'meth', 'crack', 'mdma', 'ecstasy', 'fentanyl', 'weed', 'narcotics')}`,
  `${alt('smuggle', 'smuggling', 'traffic', 'trafficking')} ~2 drugs`,
  `${alt('carry', 'transport', 'deliver')} ~3 ${alt('packages', 'parcels', 'suitcases', 'bags')} ~4 no questions asked`,
  `trafic de ${alt('drogues?', 'stupefiants', 'cocaine', 'cannabis', 'shit')}`,
  `${alt('vente', 'vendre', 'revendre', 'livrer', 'livraison', 'transporter')} ${alt('de', 'd', 'du', 'des')} ${alt('drogues?', 'stupefiants', 'cocaine', 'heroine', 'crack', 'shit', 'beuh', 'ecstasy', 'mdma')}`,
  alt('point de deal', 'dealer de drogue', 'narcotrafic', 'narcotrafico', 'narcotraficantes?', 'narcopiso'),
  `trafico de ${alt('drogas?', 'estupefacientes', 'cocaina', 'hachis', 'marihuana')}`,
  `${alt('vender', 'venta de', 'vende', 'transportar', 'pasar')} ${alt('drogas?', 'cocaina', 'heroina', 'crack', 'hachis', 'metanfetamina', 'estupefacientes', 'mdma', 'extasis')}`,
  `mulas? ${alt('de', 'para')} ~2 drogas?`,
);

export const OTHER_ILLEGAL = phrases(
  `${alt('arms', 'weapons', 'gun', 'guns', 'firearms')} ${alt('trafficking', 'smuggling', 'running')}`,
  `trafic ${alt('d armes', 'd organes', 'de faux papiers', 'd etres humains')}`,
  `trafico de ${alt('armas', 'organos', 'personas')}`,
  `${alt('make', 'making', 'produce', 'producing', 'print', 'printing', 'sell', 'selling', 'supply', 'supplying')} ~1 ${alt('fake', 'forged', 'counterfeit')} ${alt('documents', 'ids', 'id cards', 'passports', 'diplomas', 'banknotes', 'money', 'bills', 'currency')}`,
  `${alt('fabriquer', 'fabrication de', 'vendre', 'vente de', 'imprimer', 'produire')} ${alt('faux', 'fausses', 'de faux', 'de fausses')} ${alt('papiers', 'documents', 'diplomes', 'billets', 'cartes d identite', 'passeports')}`,
  `${alt('fabricar', 'fabricacion de', 'vender', 'venta de', 'imprimir')} ${alt('documentos', 'billetes', 'pasaportes', 'titulos', 'dni')} ${alt('falsos', 'falsificados')}`,
  `${alt('sell', 'selling', 'resell', 'reselling', 'fence', 'fencing')} ~2 stolen ${alt('goods', 'items', 'phones', 'cars', 'property')}`,
  `${alt('revendre', 'revente', 'recel')} ~2 ${alt('objets', 'marchandises', 'biens', 'telephones')} voles`,
  `${alt('vender', 'revender')} ~2 ${alt('objetos', 'mercancia', 'moviles', 'bienes')} robad\\p{L}*`,
  `${alt('launder', 'blanchir', 'blanquear')} ${alt('our', 'the', 'notre', 'l', 'nuestro', 'el')} ${alt('money', 'cash', 'argent', 'dinero')}`,
);

// Earnings promises: "earn $5000 a week from home", "gagnez 800 € par jour", "gana 3000 euros a la semana".
export const EARNINGS = new RegExp(
  `(?<!${WORD_CHAR})(?:earn|earning|make|making|gagne[rz]?|touche[rz]?|gana[rs]?|ganar|cobra[rs]?|cobrar)` +
    '\\s+(?:up to\\s+|over\\s+|more than\\s+|jusqu.?a\\s+|plus de\\s+|hasta\\s+|mas de\\s+)?' +
    '(?:[$€£]\\s?)?(\\d{1,3}(?:[ ,.]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s?(k(?![a-z]))?\\s*' +
    '(?:[$€£]|eur(?:os?)?(?![a-z])|usd|dollars?|gbp|pounds?)?\\s*' +
    '(?:a|an|per|par|por|each|every|/|al|la|le|de|a la)?\\s*' +
    '(hours?|hrs?|h|days?|weeks?|wk|months?|heures?|jours?|semaines?|mois|horas?|dias?|semanas?|mes(?:es)?)(?![a-z])',
  'gu',
);

export const EASY_MONEY = phrases(
  `${alt('from', 'at')} home`,
  alt(
    'a domicile',
    'a la maison',
    'depuis la maison',
    'depuis chez (?:vous|toi|soi)',
    'desde casa',
    'desde tu casa',
    'en casa',
  ),
  `no (?:prior )?experience`,
  alt(
    'sans experience',
    'aucune experience',
    'pas besoin d experience',
    'sin experiencia',
    'no se requiere experiencia',
  ),
  alt(
    'easy money',
    'fast money',
    'quick money',
    'get rich quick',
    'argent facile',
    'devenez riche',
    'dinero facil',
    'dinero rapido',
    'hazte rico',
  ),
);
export const GET_RICH = phrases(
  alt('easy money', 'get rich quick', 'argent facile', 'devenez riche', 'dinero facil', 'hazte rico'),
);

// Bank cards, bank details and identity documents asked for before any hiring.
export const CARD_DATA = phrases(
  alt('bank card', 'credit card', 'debit card', 'card number', 'card details', 'cvv', 'cvc', 'card pin', 'pin code'),
  alt('online banking', 'bank login', 'banking password'),
  alt(
    'carte bancaire',
    'carte de credit',
    'carte bleue',
    'numero de carte',
    'cryptogramme',
    'code de (?:votre )?carte',
  ),
  alt('identifiants bancaires', 'code secret'),
  alt('tarjeta (?:bancaria|de credito|de debito)', 'numero de (?:la )?tarjeta', 'pin de (?:la )?tarjeta'),
  alt('clave de (?:la )?banca', 'contrasena (?:del )?banco'),
);
export const IDENTITY_DATA = phrases(
  alt(
    'iban',
    'bank details',
    'bank account (?:number|details)',
    'social security number',
    'ssn',
    'passport',
    'id card',
  ),
  alt(
    'rib',
    'coordonnees bancaires',
    'passeport',
    'carte d identite',
    'piece d identite',
    'numero de securite sociale',
  ),
  alt('datos bancarios', 'cuenta bancaria', 'pasaporte', 'dni', 'numero de la seguridad social'),
);
export const ASK = phrases(
  alt('send', 'provide', 'submit', 'give', 'share', 'include', 'enter', 'email', 'attach', 'confirm'),
  alt('envoyez', 'envoyer', 'fournir', 'fournissez', 'communiquez', 'communiquer', 'transmettez', 'transmettre'),
  alt('joindre', 'joignez', 'indiquez', 'indiquer', 'donnez', 'donner'),
  alt('envia', 'enviar', 'envie', 'envianos', 'proporciona', 'proporcionar', 'facilita', 'facilitar', 'adjunta'),
  alt('adjuntar', 'indica', 'indicar', 'incluye', 'incluir', 'comparte', 'compartir'),
);
export const UP_FRONT = phrases(
  `to ${alt('apply', 'be considered', 'secure', 'reserve', 'register', 'book', 'unlock', 'activate')}`,
  `${alt('with', 'in')} your application`,
  alt('when applying', 'up front', 'upfront', 'in advance', 'before the interview', 'before your interview'),
  `to ${alt('receive', 'get')} your ${alt('contract', 'offer', 'kit', 'equipment', 'first payment', 'check', 'cheque')}`,
  alt('pour postuler', 'avec votre candidature', 'dans votre candidature', 'des maintenant', 'a l avance', 'd avance'),
  alt('avant l entretien', 'avant votre entretien', 'pour vous inscrire', 'pour etre retenu\\p{L}*'),
  `pour ${alt('valider', 'confirmer', 'reserver', 'recevoir', 'activer')} ${alt('votre', 'le', 'la', 'vos')}`,
  alt('para postular', 'para inscribirte', 'para inscribirse', 'por adelantado', 'antes de la entrevista'),
  `con ${alt('tu', 'su')} ${alt('candidatura', 'solicitud', 'cv')}`,
  `para ${alt('reservar', 'confirmar', 'recibir', 'activar')} ${alt('tu', 'su', 'el', 'la', 'tus', 'sus')}`,
);
