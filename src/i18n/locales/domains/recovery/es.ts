import type { recoveryEn } from './en';

export const recoveryEs: Record<keyof typeof recoveryEn, string> = {
  'recovery.forgotPassword.intro':
    'Introduce el correo electrónico con el que inicias sesión y te enviaremos un enlace para elegir una contraseña nueva.',
  'recovery.forgotUsername.intro':
    'Tu nombre de usuario es el correo electrónico con el que inicias sesión. Indícanos tu correo o tu número de móvil y te lo enviaremos.',
  'recovery.email': 'Correo electrónico',
  'recovery.email.required': '¡Introduce tu correo electrónico!',
  'recovery.email.invalid': '¡El correo electrónico introducido no es válido!',
  'recovery.by': 'Enviar mi nombre de usuario',
  'recovery.by.email': 'Por correo electrónico',
  'recovery.by.phone': 'Por mensaje de texto',
  'recovery.phone': 'Número de móvil',
  'recovery.phone.hint': 'Un número de EE. UU., p. ej. (555) 010-0002',
  'recovery.phone.required': '¡Introduce tu número de móvil!',
  'recovery.phone.invalid':
    'Introduce un número de móvil de EE. UU. de 10 dígitos, p. ej. (555) 010-0002.',
  'recovery.sendLink': 'Enviar enlace',
  'recovery.sendUsername': 'Enviar mi nombre de usuario',
  'recovery.sent.title': 'Revisa tus mensajes',
  'recovery.sent.password':
    'Si alguna cuenta usa {address}, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante una hora. Revisa también la carpeta de spam.',
  'recovery.sent.usernameEmail':
    'Si alguna cuenta usa {address}, hemos enviado su nombre de usuario a esa dirección.',
  'recovery.sent.usernamePhone':
    'Si alguna cuenta usa {address}, le hemos enviado su nombre de usuario por mensaje de texto.',
  'recovery.resend': 'Reenviar',
  'recovery.resendIn':
    'Podrás volver a pedirlo dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
  'recovery.resendNow': '¿No ha llegado nada? Ya puedes volver a pedirlo.',
  'recovery.useAnother': 'Usar otra dirección',
  'recovery.useAnotherPhone': 'Usar otro número',
  'recovery.sendFailed': 'Algo ha fallado y no se ha enviado nada. Inténtalo de nuevo.',
  'recovery.network':
    'Ha fallado la conexión de red y no se ha enviado nada. Comprueba tu conexión e inténtalo de nuevo.',
  'recovery.links.signIn': 'Volver a iniciar sesión',
  'recovery.links.forgotUsername': '¿Olvidaste tu nombre de usuario?',
  'recovery.links.forgotPassword': '¿Olvidaste tu contraseña?',
  'recovery.outbox.title': 'Bandeja de salida de la demo',
  'recovery.outbox.note':
    'Solo en la demo: ningún mensaje sale de la demo. Esto es lo que el servidor habría enviado, para que puedas continuar.',
  'recovery.outbox.empty':
    'La demo no ha enviado nada a esta dirección: ninguna cuenta de la demo la usa. Un servidor real respondería igual.',
  'recovery.outbox.email': 'Correo a {to}',
  'recovery.outbox.sms': 'Mensaje de texto a {to}',
  'recovery.outbox.openReset': 'Abrir el enlace de restablecimiento',
  'recovery.outbox.openSignIn': 'Ir a iniciar sesión',
  'recovery.outbox.failed': 'No se ha podido leer la bandeja de salida de la demo.',
  'recovery.reset.checking': 'Comprobando tu enlace…',
  'recovery.reset.for': 'Elige una contraseña nueva para {email}.',
  'recovery.reset.password': 'Contraseña nueva',
  'recovery.reset.confirm': 'Confirma la contraseña nueva',
  'recovery.reset.rules': 'Tu contraseña necesita',
  'recovery.reset.rule.length': 'al menos 8 caracteres',
  'recovery.reset.rule.letter': 'una letra',
  'recovery.reset.rule.digit': 'un dígito',
  'recovery.reset.rule.notEmail': 'ser distinta de tu correo electrónico',
  'recovery.reset.rule.met': 'cumplido',
  'recovery.reset.rule.unmet': 'pendiente',
  'recovery.reset.password.required': '¡Introduce tu contraseña nueva!',
  'recovery.reset.password.weak': 'La contraseña no cumple las reglas de abajo.',
  'recovery.reset.confirm.required': '¡Confirma tu contraseña nueva!',
  'recovery.reset.confirm.mismatch': 'Las dos contraseñas no coinciden.',
  'recovery.reset.submit': 'Cambiar la contraseña',
  'recovery.reset.done':
    'Tu contraseña se ha cambiado. Inicia sesión con la contraseña nueva; la anterior ya no funciona.',
  'recovery.reset.signIn': 'Iniciar sesión',
  'recovery.reset.link.invalid':
    'Este enlace para restablecer la contraseña no es válido. Comprueba que has abierto el enlace completo del correo o pide uno nuevo.',
  'recovery.reset.link.expired':
    'Este enlace para restablecer la contraseña ha caducado: un enlace funciona durante una hora. Pide uno nuevo.',
  'recovery.reset.link.used':
    'Este enlace para restablecer la contraseña ya se ha usado, o tu contraseña ha cambiado desde que se envió. Pide uno nuevo si lo necesitas.',
  'recovery.reset.newLink': 'Enviarme un enlace nuevo',
  'recovery.reset.checkFailed': 'No se ha podido comprobar tu enlace. Inténtalo de nuevo.',
  'recovery.reset.failed': 'Algo ha fallado y tu contraseña no se ha cambiado. Inténtalo de nuevo.',
};
