import type { externalSignInEn } from './en';

export const externalSignInEs: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.intro':
    'Inicie sesión con una cuenta que ya tiene en otro servicio. Si es nuevo en Mailcraft, terminará de crear su cuenta a partir de ella.',
  'externalSignIn.provider.email': 'Continuar con correo electrónico y contraseña',
  'externalSignIn.provider.facebook': 'Continuar con Facebook',
  'externalSignIn.provider.google': 'Continuar con Google',
  'externalSignIn.provider.github': 'Continuar con GitHub',
  'externalSignIn.provider.twitter': 'Continuar con Twitter',
  'externalSignIn.providerUnreachable':
    'No se pudo contactar con el proveedor de inicio de sesión. Inténtelo de nuevo.',
  'externalSignIn.demo.title': 'Proveedor de demostración',
  'externalSignIn.demo.intro':
    'Esta demostración no tiene un proveedor de inicio de sesión real. Elija con quién le identifica el proveedor de demostración:',
  'externalSignIn.demo.known': 'Tiene una cuenta de Mailcraft',
  'externalSignIn.demo.new': 'Nuevo en Mailcraft',
  'externalSignIn.demo.continue': 'Continuar con el proveedor de demostración',
  'externalSignIn.unavailable':
    'Aquí no se puede iniciar sesión con otra cuenta. Inicie sesión con su correo electrónico y su contraseña.',
  'externalSignIn.backToSignIn': 'Volver a iniciar sesión',
  'externalSignIn.createAccount': 'Crear una cuenta',
  'externalSignIn.checking': 'Comprobando la respuesta del proveedor…',
  'externalSignIn.finishing': 'Terminando el inicio de sesión…',
  'externalSignIn.signedInAs': 'El proveedor le ha identificado como {name} ({email}).',
  'externalSignIn.someone': 'alguien sin nombre',
  'externalSignIn.refused.missing':
    'Este inicio de sesión ya se completó o no se inició en esta pestaña del navegador, así que se ha rechazado. Vuelva a empezar.',
  'externalSignIn.refused.mismatch':
    'Esta respuesta del proveedor no corresponde al inicio de sesión empezado aquí, así que se ha rechazado. Vuelva a empezar.',
  'externalSignIn.refused.nonce':
    'No se pudo verificar la respuesta del proveedor, así que se ha rechazado. Vuelva a empezar.',
  'externalSignIn.refused.provider':
    'El proveedor no le ha permitido iniciar sesión. Vuelva a empezar.',
  'externalSignIn.startAgain': 'Volver a empezar',
  'externalSignIn.finishFailed': 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
  'externalSignIn.providerFailed':
    'El proveedor de inicio de sesión no respondió como se esperaba. Inténtelo de nuevo.',
  'externalSignIn.networkFailed':
    'Falló la conexión de red. Compruebe su conexión e inténtelo de nuevo.',
};
