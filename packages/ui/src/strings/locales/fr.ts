// The kit's texts in French, shipped as @food-admin/ui/strings/fr (the kit speaks English by
// itself: docs/ui-kit.md#strings-and-translations).
import type { BoardStrings } from '../board-strings';
import type { KitStrings } from '../defaults';
import { localeFormats } from './intl-formats';

const { formatCount, formatMoney, formatPrice, formatRating, formatRelativeTime, formatTime, plural } =
  localeFormats('fr');
const NBSP = '\u00a0';

const ROLES: Record<string, string> = {
  CUSTOMER: 'Client',
  RESTAURANT: 'Restaurateur',
  COURIER: 'Livreur',
  ADMIN: 'Administrateur',
};
const CATEGORIES: Record<string, string> = {
  USER: 'Utilisateur',
  RESTAURANT: 'Restaurant',
  ORDER: 'Commande',
  REVIEW: 'Avis',
  GENERAL: 'Général',
  DISH: 'Plat',
};
const LEVELS: Record<string, string> = { INFO: 'Info', WARN: 'Avertissement', ERROR: 'Erreur' };

export const kitStrings: KitStrings & BoardStrings = {
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  save: 'Enregistrer',
  edit: 'Modifier',
  delete: 'Supprimer',
  retry: 'Réessayer',
  remove: 'Retirer',
  clear: 'Effacer',
  loading: 'Chargement',
  loadingMore: 'Chargement de la suite',
  loadMore: 'Afficher plus',
  all: 'Tous',
  somethingWentWrong: 'Une erreur est survenue. Veuillez réessayer.',
  productName: 'Food Admin',

  locale: 'fr',
  formatCount,
  formatPrice,
  formatMoney,
  formatRating,
  formatRelativeTime,

  active: 'Actif',
  inactive: 'Inactif',
  available: 'Disponible',
  unavailable: 'Indisponible',
  openNow: 'Ouvert',
  paused: 'En pause',
  closed: 'Fermé',

  roleLabel: (role) => ROLES[role] ?? role,
  activityCategoryLabel: (category) => CATEGORIES[category] ?? category,
  activityCategoryBadge: (category) => CATEGORIES[category] ?? category,
  activityLevelLabel: (level) => LEVELS[level] ?? level,

  pagination: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page, pages) => `Page ${formatCount(page)} sur ${formatCount(pages)}`,
  resultCount: (count) => plural(count, { one: (n) => `${n} résultat`, other: (n) => `${n} résultats` }),

  actions: 'Actions',
  selectAllOnPage: 'Sélectionner toutes les lignes de cette page',
  selectRow: (name) => `Sélectionner ${name}`,
  rowName: (id) => `ligne ${id}`,
  selectionPageAnnouncement: (pageCount, totalItems) =>
    `Les ${formatCount(pageCount)} lignes de cette page sont sélectionnées${NBSP}; les ${formatCount(totalItems)} lignes correspondantes peuvent l'être.`,
  selectionAllAnnouncement: (totalItems) =>
    plural(totalItems, {
      one: (n) => `${n} ligne correspondante est sélectionnée.`,
      other: (n) => `Les ${n} lignes correspondantes sont sélectionnées.`,
    }),
  selectionPage: (pageCount) => `Les ${formatCount(pageCount)} lignes de cette page sont sélectionnées.`,
  selectAllMatching: (totalItems) => `Sélectionner les ${formatCount(totalItems)} correspondantes`,
  selectionAll: (totalItems) => `Les ${formatCount(totalItems)} correspondantes sont sélectionnées.`,
  clearSelection: 'Effacer la sélection',
  noResults: 'Aucun résultat',
  noResultsDescription: 'Rien ne correspond à la recherche.',
  selectedCount: (count) =>
    plural(count, { one: (n) => `${n} sélectionnée`, other: (n) => `${n} sélectionnées` }),
  bulkActions: 'Actions groupées',
  applying: 'Application…',
  applyingProgress: (done, total) => `Application… ${formatCount(done)} sur ${formatCount(total)}`,
  bulkResult: (changed, refused) => {
    const done = plural(changed, { one: (n) => `${n} modifiée`, other: (n) => `${n} modifiées` });
    return refused > 0
      ? `${done}, ${plural(refused, { one: (n) => `${n} refusée`, other: (n) => `${n} refusées` })}`
      : done;
  },
  refused: 'Refusées',
  columns: 'Colonnes',
  showColumns: 'Afficher les colonnes',
  filterBy: (title, chosen) =>
    `Filtrer par ${title}${chosen.length > 0 ? `${NBSP}: ${chosen.join(', ')}` : ''}`,
  clearFilter: 'Effacer le filtre',
  exportCsv: 'Exporter en CSV',
  exporting: 'Export…',

  characterCount: (length, max) => `${formatCount(length)}/${formatCount(max)}`,
  characterCountLabel: (length, max) =>
    `${plural(length, { one: (n) => `${n} caractère`, other: (n) => `${n} caractères` })} sur ${formatCount(max)} au maximum`,

  confirmDeletion: 'Confirmer la suppression',
  cannotBeUndone: 'Cette action est irréversible.',
  userDetails: "Détails de l'utilisateur",
  editUser: "Modifier l'utilisateur",
  deleteUserMessage: (name, email) =>
    `Supprimer l'utilisateur ${name} (${email})${NBSP}? Cette action est irréversible.`,
  id: 'ID',
  name: 'Nom',
  email: 'E-mail',
  role: 'Rôle',
  phone: 'Téléphone',
  roleHint: 'Seul le rôle peut être modifié.',
  conflictDeletedTitle: (what) => `Cet élément (${what}) a été supprimé`,
  conflictDeletedMessage: (what) =>
    `Quelqu'un a supprimé cet élément (${what}) pendant que vous le modifiiez. Vos modifications n'ont pas été enregistrées.`,
  conflictTitle: "Quelqu'un d'autre a enregistré des modifications",
  conflictMessage: (what, changedBy) =>
    `Cet élément (${what}) a été modifié ${changedBy ? `par ${changedBy}` : "par quelqu'un d'autre"} depuis que vous l'avez ouvert. Choisissez ce que vous gardez.`,
  conflictTakeTheirs: 'Prendre leur version',
  conflictMerge: 'Fusionner',
  conflictKeepMine: 'Garder la mienne',
  conflictSame: `Vos valeurs et les leurs sont identiques${NBSP}; enregistrer les conserve.`,
  conflictChangedFields: 'Champs modifiés',
  conflictField: 'Champ',
  conflictYours: 'Les vôtres',
  conflictTheirs: 'Les leurs',
  conflictEmpty: '(vide)',
  conflictChoice: (side, value) => `${side}${NBSP}: ${value}`,

  paletteTitle: 'Palette de commandes',
  paletteInputLabel: 'Rechercher des pages, des actions et des fiches',
  palettePlaceholder: 'Tapez une commande ou une recherche…',
  paletteError: 'La recherche a échoué. Les pages et les actions restent disponibles.',
  paletteSearching: 'Recherche…',
  paletteNoResults: (query) => `Aucun résultat pour «${NBSP}${query}${NBSP}»`,
  paletteSuggestions: 'Suggestions',
  paletteMoveHint: 'pour naviguer',
  paletteOpenHint: 'pour ouvrir',
  paletteCloseHint: 'pour fermer',
  keyEnter: 'Entrée',
  keyEscape: 'Échap',

  clearSearch: 'Effacer la recherche',
  imageOnly: 'Veuillez choisir un fichier image',
  imageHint: 'PNG, JPG, WebP ou GIF.',
  imageDropHint: 'Ou déposez un fichier ici.',
  imagePreview: (label) => `Aperçu${NBSP}: ${label}`,
  chooseImage: 'Choisir une image',
  replaceImage: "Remplacer l'image",
  uploadProgress: "Progression de l'envoi",

  noDescription: 'Aucune description',
  viewDishes: 'Voir les plats',
  viewDishesOf: (menu) => `de ${menu}`,
  reviewCount: (count) => plural(count, { one: (n) => `${n} avis`, other: (n) => `${n} avis` }),
  ratedOutOf5: (rating, reviews) => `Noté ${rating} sur 5 d'après ${reviews}`,

  activityTitle: 'Activité récente',
  activityCategory: 'Catégorie',
  activityLevel: 'Niveau',
  activitySearch: "Rechercher dans l'activité",
  activityEntries: "Entrées d'activité",
  activityNoMatches: 'Aucune activité ne correspond à ces filtres.',
  activityEmpty: "Aucune activité pour l'instant.",
  activityBy: 'par',

  boardTitle: 'Commandes en direct',
  boardLateCount: (count) => plural(count, { one: (n) => `${n} en retard`, other: (n) => `${n} en retard` }),
  boardColumnEmpty: 'Aucune commande',
  boardEmptyTitle: 'Aucune commande en cours',
  boardEmptyDescription: "Les nouvelles commandes apparaissent ici dès qu'elles sont passées.",
  boardReconnecting:
    "Reconnexion aux mises à jour en direct… Le tableau peut avoir un peu de retard d'ici là.",
  boardViews: 'Colonnes du tableau',
  boardCouriers: 'Livreurs',
  boardNoCouriers: 'Aucun livreur en service.',
  boardCourierLoad: (count) =>
    plural(count, { one: (n) => `${n} commande en cours`, other: (n) => `${n} commandes en cours` }),
  boardDeliveredToday: (count) =>
    plural(count, { one: (n) => `${n} livrée aujourd'hui`, other: (n) => `${n} livrées aujourd'hui` }),
  boardAge: (minutes) =>
    minutes < 60
      ? `${formatCount(minutes)}${NBSP}min`
      : `${formatCount(Math.floor(minutes / 60))}${NBSP}h ${formatCount(minutes % 60)}${NBSP}min`,
  boardDue: (time) => `Prévue à ${formatTime(time)}`,
  boardItems: (count) => plural(count, { one: (n) => `${n} article`, other: (n) => `${n} articles` }),
  boardNoCourier: 'Aucun livreur',
  boardLate: (reason) => `En retard${NBSP}: ${reason}`,
  boardAssign: 'Attribuer…',
  boardAssignLabel: (title) => `Attribuer un livreur à ${title}`,
  boardAssigning: 'Attribution…',
  boardDragHandle: (title) => `Déplacer ${title} vers un livreur`,
  boardDraggable: 'déplaçable',
  boardDragInstructions:
    "Pour attribuer un livreur, appuyez sur Espace ou Entrée pour prendre la commande, utilisez les flèches pour passer d'un livreur à l'autre, Espace ou Entrée pour la déposer sur l'un d'eux, ou Échap pour annuler.",
  boardDragStart: (title) => `Commande ${title} prise.`,
  boardDragOver: (title, courier) =>
    courier === undefined
      ? `La commande ${title} n'est au-dessus d'aucun livreur.`
      : `La commande ${title} est au-dessus de ${courier}.`,
  boardDragEnd: (title, courier) =>
    courier === undefined
      ? `La commande ${title} a été déposée hors des livreurs. Rien n'a changé.`
      : `La commande ${title} a été déposée sur ${courier}.`,
  boardDropUnchanged: (title, courier) =>
    `La commande ${title} est déjà confiée à ${courier}. Rien n'a changé.`,
  boardDragCancel: (title) => `Le déplacement de la commande ${title} est annulé. Rien n'a changé.`,

  account: 'Compte',
  profile: 'Profil',
  settings: 'Paramètres',
  logout: 'Se déconnecter',
  adminPanel: "Panneau d'administration",
  myRestaurants: 'Mes restaurants',
  login: 'Connexion',
  register: 'Inscription',
  switchTheme: (theme) => (theme === 'dark' ? 'Passer au thème sombre' : 'Passer au thème clair'),
  notifications: 'Notifications',
  closeToast: 'Fermer la notification',
  breadcrumb: "Fil d'Ariane",
  copyright: (year, owner) => `© ${year} ${owner}. Tous droits réservés.`,
  mainNavigation: 'Principale',
  expandSidebar: 'Déplier la barre latérale',
  collapseSidebar: 'Replier la barre latérale',
  openNavigation: 'Ouvrir la navigation',
  navigation: 'Navigation',
  closeNavigation: 'Fermer la navigation',
};
