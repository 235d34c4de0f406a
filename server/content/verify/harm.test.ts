import { describe, expect, it } from 'vitest';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../../../tests/fixtures/job-texts';
import { EN_SECURITY, label } from '../../../tests/fixtures/pasted-texts';
import { classifyHarm } from './harm';

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
