import type { affiliateEn } from './en';

export const affiliateIt: Record<keyof typeof affiliateEn, string> = {
  'affiliate.intro':
    'Porta clienti su Mailcraft e guadagna il {percent}% di quanto pagano per il loro piano.',
  'affiliate.how.share': 'Condividi il tuo link di referral o comunica il tuo codice di referral.',
  'affiliate.how.join': 'Chiunque si registri tramite esso diventa uno dei tuoi abbonati.',
  'affiliate.how.earn':
    'Guadagni il {percent}% di ogni pagamento del piano che effettuano, finché restano abbonati.',
  'affiliate.how.payout':
    'Ciò che hai guadagnato e non ti è ancora stato pagato ti è dovuto, e Mailcraft te lo versa.',

  'affiliate.referral.title': 'Il tuo link di referral',
  'affiliate.referral.link': 'Link di referral',
  'affiliate.referral.code': 'Codice di referral',
  'affiliate.referral.copyLink': 'Copia link',
  'affiliate.referral.copyCode': 'Copia codice',
  'affiliate.referral.linkCopied': 'Link di referral copiato negli appunti.',
  'affiliate.referral.codeCopied': 'Codice di referral copiato negli appunti.',
  'affiliate.referral.copyFailed': 'Copia non riuscita. Seleziona il testo e copialo tu.',
  'affiliate.referral.noDomain':
    'Il tuo account non ha ancora un dominio di referral, quindi non c’è un link da condividere. Chiedi al supporto di impostarne uno; nel frattempo il tuo codice funziona.',
  'affiliate.details.loadFailed':
    'Non è stato possibile caricare il tuo link di referral. Riprova.',

  'affiliate.totals.title': 'I tuoi guadagni',
  'affiliate.totals.earned': 'Guadagnato',
  'affiliate.totals.owed': 'Ti è dovuto',
  'affiliate.totals.paid': 'Pagato a te',
  'affiliate.totals.lastPaid': 'Ultimo pagamento il {date}.',
  'affiliate.totals.noPayout': 'Nessun pagamento finora.',
  'affiliate.totals.owedHint':
    'Il dovuto è quanto hai guadagnato meno quanto ti è già stato pagato.',
  'affiliate.totals.loadFailed': 'Non è stato possibile caricare i tuoi guadagni. Riprova.',

  'affiliate.subscribers.title': 'Abbonati',
  'affiliate.subscribers.name': 'Abbonato',
  'affiliate.subscribers.plan': 'Piano',
  'affiliate.subscribers.paid': 'Pagato finora',
  'affiliate.subscribers.earned': 'La tua commissione',
  'affiliate.subscribers.lastPaid': 'Ultimo pagamento',
  'affiliate.subscribers.empty':
    'Nessuno di quelli registrati tramite il tuo link ha ancora pagato un piano.',
  'affiliate.subscribers.total': '{count, plural, one {# abbonato} other {# abbonati}}',
  'affiliate.subscribers.loadFailed': 'Non è stato possibile caricare i tuoi abbonati. Riprova.',
  'affiliate.resellersLink': 'Vedi tutti quelli che si sono registrati tramite il tuo link',

  'affiliate.resellers.intro':
    'Tutti quelli che si sono registrati con il tuo link o codice di referral, dal più recente, con quanto hai guadagnato da ciascuno.',
  'affiliate.resellers.back': 'Torna al programma di affiliazione',
  'affiliate.resellers.search': 'Cerca per nome, email o azienda',
  'affiliate.resellers.caption': 'Account che hai presentato',
  'affiliate.resellers.name': 'Nome',
  'affiliate.resellers.business': 'Azienda',
  'affiliate.resellers.plan': 'Piano',
  'affiliate.resellers.joined': 'Iscrizione',
  'affiliate.resellers.status': 'Stato',
  'affiliate.resellers.earned': 'Hai guadagnato',
  'affiliate.resellers.empty':
    'Nessuno si è ancora registrato tramite il tuo link. Condividilo dalla pagina del programma di affiliazione.',
  'affiliate.resellers.noMatch': 'Nessun account che hai presentato corrisponde a «{search}».',
  'affiliate.resellers.total': '{count, plural, one {# account} other {# account}}',
  'affiliate.resellers.loadFailed':
    'Non è stato possibile caricare gli account che hai presentato. Riprova.',

  'affiliate.status.active': 'Attivo',
  'affiliate.status.pastDue': 'Pagamento scaduto',
  'affiliate.status.cancelled': 'Annullato',
  'affiliate.status.free': 'Ancora senza piano a pagamento',
};
