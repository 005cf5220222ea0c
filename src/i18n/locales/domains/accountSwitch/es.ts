import type { accountSwitchEn } from './en';

export const accountSwitchEs: Record<keyof typeof accountSwitchEn, string> = {
  'switch.proAccess': 'Permitir acceso PRO',
  'switch.proAccess.on': 'Tu administrador PRO ya puede ver tu cuenta.',
  'switch.proAccess.off': 'Tu administrador PRO ya no puede ver tu cuenta.',
  'switch.toSuperAdmin': 'Cambiar a Super Admin',
  'switch.toProAdmin': 'Cambiar a administrador PRO',
  'switch.viewAs': 'Ver como un usuario…',
  'switch.banner.label': 'Viendo como otro usuario',
  'switch.banner.title': 'Estás viendo la cuenta de {name}',
  'switch.banner.body':
    'Sesión iniciada como {actor}. Lo que hagas aquí se hace en su nombre y queda registrado en el registro de auditoría.',
  'switch.viewAs.title': 'Ver la aplicación como un usuario',
  'switch.viewAs.intro':
    'Ves la aplicación tal como la ve esa persona. Cada llamada que hagas queda registrada con tu nombre.',
  'switch.viewAs.proIntro':
    'Tus usuarios básicos que permiten el acceso PRO. Ves la aplicación tal como la ven, y cada llamada queda registrada con tu nombre.',
  'switch.viewAs.search': 'Buscar por nombre o correo',
  'switch.viewAs.users': 'Usuarios',
  'switch.viewAs.audit': 'Registro de auditoría',
  'switch.viewAs.name': 'Nombre',
  'switch.viewAs.email': 'Correo electrónico',
  'switch.viewAs.role': 'Lado',
  'switch.viewAs.action': 'Ver como',
  'switch.viewAs.actionFor': 'Ver como {name}',
  'switch.viewAs.empty': 'Ningún usuario coincide.',
  'switch.viewAs.pager': 'Páginas de usuarios',
  'switch.role.1': 'Super admin',
  'switch.role.2': 'Marketplace',
  'switch.role.3': 'Design Studio',
  'switch.audit.when': 'Cuándo',
  'switch.audit.actor': 'Administrador',
  'switch.audit.user': 'Visto como',
  'switch.audit.call': 'Llamada',
  'switch.audit.empty': 'Todavía no se ha hecho ninguna llamada viendo como un usuario.',
  'switch.audit.pager': 'Páginas del registro de auditoría',
};
