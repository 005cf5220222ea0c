import type { affiliateEn } from './en';

export const affiliateEs: Record<keyof typeof affiliateEn, string> = {
  'affiliate.intro': 'Trae clientes a Mailcraft y gana el {percent} % de lo que pagan por su plan.',
  'affiliate.how.share': 'Comparte tu enlace de referido o da tu código de referido.',
  'affiliate.how.join': 'Todas las personas que se registran con él pasan a ser tus suscriptores.',
  'affiliate.how.earn':
    'Ganas el {percent} % de cada pago de plan que hagan, mientras sigan suscritos.',
  'affiliate.how.payout':
    'Lo que has ganado y aún no se te ha pagado es lo que se te debe, y Mailcraft te lo paga.',

  'affiliate.referral.title': 'Tu enlace de referido',
  'affiliate.referral.link': 'Enlace de referido',
  'affiliate.referral.code': 'Código de referido',
  'affiliate.referral.copyLink': 'Copiar enlace',
  'affiliate.referral.copyCode': 'Copiar código',
  'affiliate.referral.linkCopied': 'Enlace de referido copiado al portapapeles.',
  'affiliate.referral.codeCopied': 'Código de referido copiado al portapapeles.',
  'affiliate.referral.copyFailed': 'No se pudo copiar. Selecciona el texto y cópialo tú mismo.',
  'affiliate.referral.noDomain':
    'Tu cuenta aún no tiene dominio de referido, así que no hay enlace que compartir. Pide a soporte que lo configure; mientras tanto, tu código funciona.',
  'affiliate.details.loadFailed': 'No se pudo cargar tu enlace de referido. Inténtalo de nuevo.',

  'affiliate.totals.title': 'Tus ganancias',
  'affiliate.totals.earned': 'Ganado',
  'affiliate.totals.owed': 'Se te debe',
  'affiliate.totals.paid': 'Pagado a ti',
  'affiliate.totals.lastPaid': 'Último pago el {date}.',
  'affiliate.totals.noPayout': 'Aún no hay pagos.',
  'affiliate.totals.owedHint': 'Lo que se te debe es lo ganado menos lo que ya se te ha pagado.',
  'affiliate.totals.loadFailed': 'No se pudieron cargar tus ganancias. Inténtalo de nuevo.',

  'affiliate.subscribers.title': 'Suscriptores',
  'affiliate.subscribers.name': 'Suscriptor',
  'affiliate.subscribers.plan': 'Plan',
  'affiliate.subscribers.paid': 'Pagado hasta ahora',
  'affiliate.subscribers.earned': 'Tu comisión',
  'affiliate.subscribers.lastPaid': 'Último pago',
  'affiliate.subscribers.empty':
    'Nadie que se haya registrado con tu enlace ha pagado todavía un plan.',
  'affiliate.subscribers.total': '{count, plural, one {# suscriptor} other {# suscriptores}}',
  'affiliate.subscribers.loadFailed': 'No se pudieron cargar tus suscriptores. Inténtalo de nuevo.',
  'affiliate.resellersLink': 'Ver a todas las personas que se registraron con tu enlace',

  'affiliate.resellers.intro':
    'Todas las personas que se registraron con tu enlace o código de referido, de la más reciente a la más antigua, con lo que has ganado de cada una.',
  'affiliate.resellers.back': 'Volver al programa de afiliados',
  'affiliate.resellers.search': 'Buscar por nombre, correo o empresa',
  'affiliate.resellers.caption': 'Cuentas que has referido',
  'affiliate.resellers.name': 'Nombre',
  'affiliate.resellers.business': 'Empresa',
  'affiliate.resellers.plan': 'Plan',
  'affiliate.resellers.joined': 'Alta',
  'affiliate.resellers.status': 'Estado',
  'affiliate.resellers.earned': 'Has ganado',
  'affiliate.resellers.empty':
    'Nadie se ha registrado todavía con tu enlace. Compártelo desde la página del programa de afiliados.',
  'affiliate.resellers.noMatch': 'Ninguna cuenta que hayas referido coincide con «{search}».',
  'affiliate.resellers.total': '{count, plural, one {# cuenta} other {# cuentas}}',
  'affiliate.resellers.loadFailed':
    'No se pudieron cargar las cuentas que has referido. Inténtalo de nuevo.',

  'affiliate.status.active': 'Activa',
  'affiliate.status.pastDue': 'Pago vencido',
  'affiliate.status.cancelled': 'Cancelada',
  'affiliate.status.free': 'Aún sin plan de pago',
};
