import type { welcomeEn } from './en';

export const welcomeEs: Record<keyof typeof welcomeEn, string> = {
  'welcome.title': '¡Te damos la bienvenida a Mailcraft, {name}!',
  'welcome.start': 'Empezar',
  'welcome.reopen': 'Primeros pasos',
  'welcome.intro.role1': 'Tú gestionas la plataforma. Por aquí puedes empezar:',
  'welcome.intro.role2': 'Tu cuenta está lista. Así envías tu primera campaña:',
  'welcome.intro.role3': 'Tu Design Studio está listo. Por aquí puedes empezar:',
  'welcome.step.fund': 'Añade fondos a tu cuenta',
  'welcome.step.fund.body': 'Añade una tarjeta y saldo: tus campañas se pagan con él.',
  'welcome.step.contacts': 'Sube tus contactos',
  'welcome.step.contacts.body': 'Importa una lista CSV; sus direcciones se comprueban al llegar.',
  'welcome.step.order': 'Encarga una campaña',
  'welcome.step.order.body': 'Elige una plantilla de la galería y envíala a tu lista.',
  'welcome.step.design': 'Diseña una tarjeta',
  'welcome.step.design.body': 'Crea una postal, anverso y reverso, en el Design Studio.',
  'welcome.step.campaign': 'Crea una campaña',
  'welcome.step.campaign.body':
    'Combina pasos de texto, correo y tarjeta en una campaña de varios pasos.',
  'welcome.step.affiliate': 'Invita a tus clientes',
  'welcome.step.affiliate.body': 'Comparte tu enlace de referido y gana el 50 % de lo que paguen.',
  'welcome.step.industries': 'Configura los sectores',
  'welcome.step.industries.body': 'Los sectores deciden qué plantillas ve cada usuario.',
  'welcome.step.categories': 'Organiza las categorías',
  'welcome.step.categories.body': 'Agrupa en categorías las plantillas de cada sector.',
  'welcome.step.proTemplates': 'Comparte plantillas PRO',
  'welcome.step.proTemplates.body': 'Ofrece plantillas de tarjeta PRO a sectores enteros.',
};
