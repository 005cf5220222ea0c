import type { accountEn } from './en';

export const accountEs: Record<keyof typeof accountEn, string> = {
  'account.loading': 'Cargando…',
  'account.updating': 'Actualizando tu perfil…',
  'account.saved': 'Tus cambios se han guardado.',
  'account.draftRestored':
    'Los cambios que aún no habías guardado vuelven a estar en el formulario.',
  'account.discardDraft': 'Descartarlos',

  'account.details.title': 'Tus datos',
  'account.details.fname': 'Nombre',
  'account.details.lname': 'Apellidos',
  'account.details.fname.required': '¡Introduce tu nombre!',
  'account.details.lname.required': '¡Introduce tus apellidos!',
  'account.details.name.tooLong': 'Usa como máximo {max} caracteres.',
  'account.details.business': 'Nombre de la empresa',
  'account.details.business.tooLong': 'Usa como máximo {max} caracteres.',
  'account.details.industry': 'Sector',
  'account.details.industry.none': 'Sin sector',
  'account.details.domain': 'Dominio de referido',
  'account.details.domainHint':
    'Tus enlaces de referido usan este dominio. Para cambiarlo, pídeselo al equipo de soporte.',
  'account.details.save': 'Guardar datos',

  'account.email.title': 'Direcciones de correo electrónico',
  'account.email.primary': 'Correo electrónico',
  'account.email.primaryHint': 'Inicias sesión con esta dirección.',
  'account.email.required': '¡Introduce tu correo electrónico!',
  'account.email.invalid': '¡El correo electrónico introducido no es válido!',
  'account.email.save': 'Guardar correo electrónico',
  'account.email.secondary': 'Correo electrónico secundario',
  'account.email.secondaryHint':
    'Los avisos de la cuenta también llegan a esta dirección. Déjala vacía para eliminarla.',
  'account.email.sameAsPrimary':
    'Usa una dirección distinta del correo electrónico con el que inicias sesión.',
  'account.email.saveSecondary': 'Guardar correo secundario',

  'account.mobile.title': 'Número de móvil',
  'account.mobile.label': 'Móvil',
  'account.mobile.hint': 'Un número de EE. UU.: 10 dígitos, con o sin +1.',
  'account.mobile.required': '¡Introduce tu número de móvil!',
  'account.mobile.invalid': 'Introduce un número de EE. UU. de 10 dígitos, p. ej. (503) 555-0147.',
  'account.mobile.taken': 'Este número ya pertenece a otra cuenta.',
  'account.mobile.save': 'Guardar móvil',

  'account.password.title': 'Contraseña',
  'account.password.current': 'Contraseña actual',
  'account.password.new': 'Contraseña nueva',
  'account.password.confirm': 'Confirma la contraseña nueva',
  'account.password.currentRequired': '¡Introduce tu contraseña actual!',
  'account.password.newRequired': '¡Introduce una contraseña nueva!',
  'account.password.confirmRequired': '¡Confirma la contraseña nueva!',
  'account.password.mismatch': 'Las dos contraseñas no coinciden.',
  'account.password.rulesTitle': 'La contraseña nueva necesita:',
  'account.password.rule.length': 'al menos 8 caracteres',
  'account.password.rule.letter': 'una letra',
  'account.password.rule.digit': 'un dígito',
  'account.password.rule.notEmail': 'ser distinta de tu dirección de correo electrónico',
  'account.password.rulesUnmet': 'La contraseña nueva no cumple las reglas anteriores.',
  'account.password.save': 'Cambiar la contraseña',
  'account.password.changed':
    'Tu contraseña se ha cambiado. Usa la nueva la próxima vez que inicies sesión.',

  'account.referral.title': 'Notas de referido',
  'account.referral.label': 'Quién te recomendó o cómo nos conociste',
  'account.referral.tooLong': 'Usa como máximo {max} caracteres.',
  'account.referral.save': 'Guardar notas',

  'account.leave.title': '¿Salir con cambios sin guardar?',
  'account.leave.body':
    'Tus cambios se conservan en este dispositivo y se recuperan cuando vuelvas a esta página.',
  'account.leave.stay': 'Quedarse',
  'account.leave.confirm': 'Salir',

  'account.apiKey.intro':
    'Tu clave de API permite que tus propios sistemas e integraciones como Zapier pidan campañas y consulten sus resultados en tu cuenta. Mantenla en secreto: cualquiera que la tenga puede actuar en tu nombre.',
  'account.apiKey.label': 'Clave de API',
  'account.apiKey.none': 'Todavía no tienes ninguna clave de API.',
  'account.apiKey.created': 'Creada el {date}',
  'account.apiKey.reveal': 'Mostrar',
  'account.apiKey.hide': 'Ocultar',
  'account.apiKey.copy': 'Copiar',
  'account.apiKey.copied': 'Clave de API copiada al portapapeles.',
  'account.apiKey.copyFailed':
    'El navegador no ha permitido copiarla. Selecciona la clave y cópiala manualmente.',
  'account.apiKey.generate': 'Generar una clave',
  'account.apiKey.regenerate': 'Regenerar',
  'account.apiKey.confirmTitle': '¿Regenerar la clave de API?',
  'account.apiKey.confirmBody':
    'La clave actual deja de funcionar de inmediato: todas las integraciones que la usan fallarán hasta que les des la clave nueva.',
  'account.apiKey.confirmOk': 'Regenerar',
  'account.apiKey.confirmCancel': 'Cancelar',
  'account.apiKey.newKeyTitle': 'Tu nueva clave de API',
  'account.apiKey.newKeyBody':
    'Cópiala ahora y dásela a tus integraciones. Cuando salgas de esta página, volverá a mostrarse oculta.',
  'account.apiKey.loadFailed': 'No se ha podido cargar tu clave de API. Inténtalo de nuevo.',
  'account.apiKey.revealFailed': 'No se ha podido mostrar la clave. Inténtalo de nuevo.',
  'account.apiKey.regenerateFailed':
    'No se ha podido crear una clave nueva; tu clave actual sigue funcionando. Inténtalo de nuevo.',
};
