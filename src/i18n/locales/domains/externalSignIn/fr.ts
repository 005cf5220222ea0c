import type { externalSignInEn } from './en';

export const externalSignInFr: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.intro':
    'Connectez-vous avec un compte que vous avez déjà ailleurs. Si vous découvrez Mailcraft, vous terminerez la création de votre compte à partir de celui-ci.',
  'externalSignIn.provider.email': 'Continuer avec l’e-mail et le mot de passe',
  'externalSignIn.provider.facebook': 'Continuer avec Facebook',
  'externalSignIn.provider.google': 'Continuer avec Google',
  'externalSignIn.provider.github': 'Continuer avec GitHub',
  'externalSignIn.provider.twitter': 'Continuer avec Twitter',
  'externalSignIn.providerUnreachable':
    'Le fournisseur de connexion est injoignable. Veuillez réessayer.',
  'externalSignIn.demo.title': 'Fournisseur de démonstration',
  'externalSignIn.demo.intro':
    'Cette démonstration n’a pas de vrai fournisseur de connexion. Choisissez sous quelle identité le fournisseur de démonstration vous connecte :',
  'externalSignIn.demo.known': 'A un compte Mailcraft',
  'externalSignIn.demo.new': 'Nouveau sur Mailcraft',
  'externalSignIn.demo.continue': 'Continuer avec le fournisseur de démonstration',
  'externalSignIn.unavailable':
    'La connexion avec un autre compte n’est pas disponible ici. Veuillez vous connecter avec votre e-mail et votre mot de passe.',
  'externalSignIn.backToSignIn': 'Retour à la connexion',
  'externalSignIn.createAccount': 'Créer un compte',
  'externalSignIn.checking': 'Vérification de la réponse du fournisseur…',
  'externalSignIn.finishing': 'Finalisation de votre connexion…',
  'externalSignIn.signedInAs': 'Le fournisseur vous a connecté en tant que {name} ({email}).',
  'externalSignIn.someone': 'une personne sans nom',
  'externalSignIn.refused.missing':
    'Cette connexion est déjà terminée, ou elle n’a pas été commencée dans cet onglet ; elle a donc été refusée. Veuillez recommencer.',
  'externalSignIn.refused.mismatch':
    'Cette réponse du fournisseur ne correspond pas à la connexion commencée ici ; elle a donc été refusée. Veuillez recommencer.',
  'externalSignIn.refused.nonce':
    'La réponse du fournisseur n’a pas pu être vérifiée ; elle a donc été refusée. Veuillez recommencer.',
  'externalSignIn.refused.provider': 'Le fournisseur ne vous a pas connecté. Veuillez recommencer.',
  'externalSignIn.startAgain': 'Recommencer',
  'externalSignIn.finishFailed': 'Votre connexion n’a pas pu être finalisée. Veuillez réessayer.',
  'externalSignIn.providerFailed':
    'Le fournisseur de connexion n’a pas répondu comme prévu. Veuillez réessayer.',
  'externalSignIn.networkFailed':
    'La connexion réseau a échoué. Vérifiez votre connexion et réessayez.',
};
