import type { accountEn } from './en';

export const accountFr: Record<keyof typeof accountEn, string> = {
  'account.loading': 'Chargement…',
  'account.updating': 'Mise à jour de votre profil…',
  'account.saved': 'Vos modifications sont enregistrées.',
  'account.draftRestored':
    'Les modifications que vous n’aviez pas encore enregistrées sont de retour dans le formulaire.',
  'account.discardDraft': 'Les supprimer',

  'account.details.title': 'Vos informations',
  'account.details.fname': 'Prénom',
  'account.details.lname': 'Nom',
  'account.details.fname.required': 'Veuillez saisir votre prénom !',
  'account.details.lname.required': 'Veuillez saisir votre nom !',
  'account.details.name.tooLong': 'Utilisez {max} caractères au maximum.',
  'account.details.business': 'Nom de l’entreprise',
  'account.details.business.tooLong': 'Utilisez {max} caractères au maximum.',
  'account.details.industry': 'Secteur',
  'account.details.industry.none': 'Aucun secteur',
  'account.details.domain': 'Domaine de parrainage',
  'account.details.domainHint':
    'Vos liens de parrainage utilisent ce domaine. Pour le modifier, adressez-vous à l’assistance.',
  'account.details.save': 'Enregistrer les informations',

  'account.email.title': 'Adresses e-mail',
  'account.email.primary': 'E-mail',
  'account.email.primaryHint': 'Vous vous connectez avec cette adresse.',
  'account.email.required': 'Veuillez saisir votre e-mail !',
  'account.email.invalid': 'L’e-mail saisi n’est pas valide !',
  'account.email.save': 'Enregistrer l’e-mail',
  'account.email.secondary': 'E-mail secondaire',
  'account.email.secondaryHint':
    'Les avis concernant le compte sont aussi envoyés à cette adresse. Laissez le champ vide pour la supprimer.',
  'account.email.sameAsPrimary':
    'Utilisez une adresse différente de l’e-mail avec lequel vous vous connectez.',
  'account.email.saveSecondary': 'Enregistrer l’e-mail secondaire',

  'account.mobile.title': 'Numéro de mobile',
  'account.mobile.label': 'Mobile',
  'account.mobile.hint': 'Un numéro américain : 10 chiffres, avec ou sans +1.',
  'account.mobile.required': 'Veuillez saisir votre numéro de mobile !',
  'account.mobile.invalid': 'Saisissez un numéro américain à 10 chiffres, par ex. (503) 555-0147.',
  'account.mobile.taken': 'Ce numéro appartient déjà à un autre compte.',
  'account.mobile.save': 'Enregistrer le numéro',

  'account.password.title': 'Mot de passe',
  'account.password.current': 'Mot de passe actuel',
  'account.password.new': 'Nouveau mot de passe',
  'account.password.confirm': 'Confirmez le nouveau mot de passe',
  'account.password.currentRequired': 'Veuillez saisir votre mot de passe actuel !',
  'account.password.newRequired': 'Veuillez saisir un nouveau mot de passe !',
  'account.password.confirmRequired': 'Veuillez confirmer le nouveau mot de passe !',
  'account.password.mismatch': 'Les deux mots de passe ne correspondent pas.',
  'account.password.rulesTitle': 'Le nouveau mot de passe doit :',
  'account.password.rule.length': 'comporter au moins 8 caractères',
  'account.password.rule.letter': 'contenir une lettre',
  'account.password.rule.digit': 'contenir un chiffre',
  'account.password.rule.notEmail': 'être différent de votre adresse e-mail',
  'account.password.rulesUnmet': 'Le nouveau mot de passe ne respecte pas les règles ci-dessus.',
  'account.password.save': 'Changer le mot de passe',
  'account.password.changed':
    'Votre mot de passe a été modifié. Utilisez le nouveau lors de votre prochaine connexion.',

  'account.referral.title': 'Notes de parrainage',
  'account.referral.label': 'Qui vous a recommandé, ou comment vous nous avez connus',
  'account.referral.tooLong': 'Utilisez {max} caractères au maximum.',
  'account.referral.save': 'Enregistrer les notes',

  'account.leave.title': 'Quitter sans enregistrer les modifications ?',
  'account.leave.body':
    'Vos modifications sont conservées sur cet appareil et réapparaîtront quand vous reviendrez sur cette page.',
  'account.leave.stay': 'Rester',
  'account.leave.confirm': 'Quitter',

  'account.apiKey.intro':
    'Votre clé d’API permet à vos propres systèmes et à des intégrations comme Zapier de commander des campagnes et d’en consulter les résultats pour votre compte. Gardez-la secrète : toute personne qui la détient peut agir en votre nom.',
  'account.apiKey.label': 'Clé d’API',
  'account.apiKey.none': 'Vous n’avez pas encore de clé d’API.',
  'account.apiKey.created': 'Créée le {date}',
  'account.apiKey.reveal': 'Afficher',
  'account.apiKey.hide': 'Masquer',
  'account.apiKey.copy': 'Copier',
  'account.apiKey.copied': 'Clé d’API copiée dans le presse-papiers.',
  'account.apiKey.copyFailed':
    'Le navigateur n’a pas autorisé la copie. Sélectionnez la clé et copiez-la vous-même.',
  'account.apiKey.generate': 'Générer une clé',
  'account.apiKey.regenerate': 'Régénérer',
  'account.apiKey.confirmTitle': 'Régénérer la clé d’API ?',
  'account.apiKey.confirmBody':
    'La clé actuelle cesse immédiatement de fonctionner : toutes les intégrations qui l’utilisent échoueront tant que vous ne leur aurez pas fourni la nouvelle clé.',
  'account.apiKey.confirmOk': 'Régénérer',
  'account.apiKey.confirmCancel': 'Annuler',
  'account.apiKey.newKeyTitle': 'Votre nouvelle clé d’API',
  'account.apiKey.newKeyBody':
    'Copiez-la maintenant et transmettez-la à vos intégrations. Une fois cette page quittée, elle sera de nouveau masquée.',
  'account.apiKey.loadFailed': 'Votre clé d’API n’a pas pu être chargée. Veuillez réessayer.',
  'account.apiKey.revealFailed': 'La clé n’a pas pu être affichée. Veuillez réessayer.',
  'account.apiKey.regenerateFailed':
    'Impossible de créer une nouvelle clé ; votre clé actuelle fonctionne toujours. Veuillez réessayer.',
};
