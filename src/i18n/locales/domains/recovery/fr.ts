import type { recoveryEn } from './en';

export const recoveryFr: Record<keyof typeof recoveryEn, string> = {
  'recovery.forgotPassword.intro':
    "Saisissez l'e-mail avec lequel vous vous connectez : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'recovery.forgotUsername.intro':
    "Votre nom d'utilisateur est l'e-mail avec lequel vous vous connectez. Indiquez votre e-mail ou votre numéro de mobile et nous vous l'enverrons.",
  'recovery.email': 'E-mail',
  'recovery.email.required': 'Veuillez saisir votre e-mail !',
  'recovery.email.invalid': "L'e-mail saisi n'est pas valide !",
  'recovery.by': "Envoyer mon nom d'utilisateur",
  'recovery.by.email': 'Par e-mail',
  'recovery.by.phone': 'Par SMS',
  'recovery.phone': 'Numéro de mobile',
  'recovery.phone.hint': 'Un numéro américain, par ex. (555) 010-0002',
  'recovery.phone.required': 'Veuillez saisir votre numéro de mobile !',
  'recovery.phone.invalid':
    'Saisissez un numéro de mobile américain à 10 chiffres, par ex. (555) 010-0002.',
  'recovery.sendLink': 'Envoyer le lien',
  'recovery.sendUsername': "Envoyer mon nom d'utilisateur",
  'recovery.sent.title': 'Consultez vos messages',
  'recovery.sent.password':
    "Si un compte utilise {address}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne sert qu'une fois, pendant une heure. Pensez à regarder dans vos courriers indésirables.",
  'recovery.sent.usernameEmail':
    "Si un compte utilise {address}, nous avons envoyé son nom d'utilisateur à cette adresse.",
  'recovery.sent.usernamePhone':
    "Si un compte utilise {address}, nous lui avons envoyé son nom d'utilisateur par SMS.",
  'recovery.resend': 'Renvoyer',
  'recovery.resendIn':
    'Vous pourrez redemander dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'recovery.resendNow': 'Rien reçu ? Vous pouvez redemander maintenant.',
  'recovery.useAnother': 'Utiliser une autre adresse',
  'recovery.useAnotherPhone': 'Utiliser un autre numéro',
  'recovery.sendFailed': "Une erreur s'est produite : rien n'a été envoyé. Veuillez réessayer.",
  'recovery.network':
    "La connexion réseau a échoué : rien n'a été envoyé. Vérifiez votre connexion et réessayez.",
  'recovery.links.signIn': 'Retour à la connexion',
  'recovery.links.forgotUsername': "Nom d'utilisateur oublié ?",
  'recovery.links.forgotPassword': 'Mot de passe oublié ?',
  'recovery.outbox.title': "Boîte d'envoi de la démo",
  'recovery.outbox.note':
    'Démo uniquement : aucun message ne quitte la démo. Voici ce que le serveur aurait envoyé, pour que vous puissiez continuer.',
  'recovery.outbox.empty':
    "La démo n'a rien envoyé à cette adresse : aucun compte de la démo ne l'utilise. Un vrai serveur répondrait de la même façon.",
  'recovery.outbox.email': 'E-mail à {to}',
  'recovery.outbox.sms': 'SMS au {to}',
  'recovery.outbox.openReset': 'Ouvrir le lien de réinitialisation',
  'recovery.outbox.openSignIn': 'Aller à la connexion',
  'recovery.outbox.failed': "La boîte d'envoi de la démo n'a pas pu être lue.",
  'recovery.reset.checking': 'Vérification de votre lien…',
  'recovery.reset.for': 'Choisissez un nouveau mot de passe pour {email}.',
  'recovery.reset.password': 'Nouveau mot de passe',
  'recovery.reset.confirm': 'Confirmez le nouveau mot de passe',
  'recovery.reset.rules': 'Votre mot de passe doit comporter',
  'recovery.reset.rule.length': 'au moins 8 caractères',
  'recovery.reset.rule.letter': 'une lettre',
  'recovery.reset.rule.digit': 'un chiffre',
  'recovery.reset.rule.notEmail': 'une valeur différente de votre e-mail',
  'recovery.reset.rule.met': 'fait',
  'recovery.reset.rule.unmet': 'manquant',
  'recovery.reset.password.required': 'Veuillez saisir votre nouveau mot de passe !',
  'recovery.reset.password.weak': 'Le mot de passe ne respecte pas les règles ci-dessous.',
  'recovery.reset.confirm.required': 'Veuillez confirmer votre nouveau mot de passe !',
  'recovery.reset.confirm.mismatch': 'Les deux mots de passe ne correspondent pas.',
  'recovery.reset.submit': 'Changer le mot de passe',
  'recovery.reset.done':
    "Votre mot de passe a été changé. Connectez-vous avec le nouveau : l'ancien ne fonctionne plus.",
  'recovery.reset.signIn': 'Se connecter',
  'recovery.reset.link.invalid':
    "Ce lien de réinitialisation n'est pas valide. Vérifiez que le lien complet de l'e-mail a été ouvert, ou demandez-en un nouveau.",
  'recovery.reset.link.expired':
    'Ce lien de réinitialisation a expiré : un lien est valable une heure. Demandez-en un nouveau.',
  'recovery.reset.link.used':
    'Ce lien de réinitialisation a déjà été utilisé, ou votre mot de passe a changé depuis son envoi. Demandez-en un nouveau si besoin.',
  'recovery.reset.newLink': "M'envoyer un nouveau lien",
  'recovery.reset.checkFailed': "Votre lien n'a pas pu être vérifié. Veuillez réessayer.",
  'recovery.reset.failed':
    "Une erreur s'est produite : votre mot de passe n'a pas été changé. Veuillez réessayer.",
};
