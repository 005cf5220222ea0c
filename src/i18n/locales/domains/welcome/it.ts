import type { welcomeEn } from './en';

export const welcomeIt: Record<keyof typeof welcomeEn, string> = {
  'welcome.title': 'Benvenuto in Mailcraft, {name}!',
  'welcome.start': 'Inizia',
  'welcome.reopen': 'Primi passi',
  'welcome.intro.role1': 'Gestisci la piattaforma. Ecco da dove cominciare:',
  'welcome.intro.role2': 'Il tuo account è pronto. Ecco come inviare la tua prima campagna:',
  'welcome.intro.role3': 'Il tuo Design Studio è pronto. Ecco da dove cominciare:',
  'welcome.step.fund': 'Ricarica il tuo account',
  'welcome.step.fund.body': 'Aggiungi una carta e un saldo: le tue campagne si pagano con quello.',
  'welcome.step.contacts': 'Carica i tuoi contatti',
  'welcome.step.contacts.body':
    'Importa un elenco CSV; i suoi indirizzi vengono verificati all’arrivo.',
  'welcome.step.order': 'Ordina una campagna',
  'welcome.step.order.body': 'Scegli un modello pronto dalla galleria e invialo al tuo elenco.',
  'welcome.step.design': 'Progetta una cartolina',
  'welcome.step.design.body': 'Crea una cartolina, fronte e retro, nel Design Studio.',
  'welcome.step.campaign': 'Crea una campagna',
  'welcome.step.campaign.body':
    'Unisci passaggi di SMS, email e cartolina in una campagna a più passaggi.',
  'welcome.step.affiliate': 'Invita i tuoi clienti',
  'welcome.step.affiliate.body':
    'Condividi il tuo link di referral e guadagna il 50% di quanto pagano.',
  'welcome.step.industries': 'Configura i settori',
  'welcome.step.industries.body': 'I settori decidono quali modelli vede ogni utente.',
  'welcome.step.categories': 'Organizza le categorie',
  'welcome.step.categories.body': 'Raggruppa in categorie i modelli di ogni settore.',
  'welcome.step.proTemplates': 'Condividi i modelli PRO',
  'welcome.step.proTemplates.body': 'Offri modelli di cartolina PRO a interi settori.',
  'home.title': 'Ciao {name}',
  'home.intro': 'Usa il menu per trovare modelli, campagne, contatti e il tuo account.',
  'home.balance': 'Saldo disponibile',
  'home.agency.body':
    'Ti servono modelli fatti su misura? I Servizi di agenzia li progettano da 79 $ ciascuno.',
  'home.agency.open': 'Servizi di agenzia',
};
