import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';
import type { ShellModalKey } from '../shell';

// Each page loads with the contacts messages (a lazy message domain).
const ContactListsPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/ContactListsPage')),
);
const ContactListPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/ContactListPage')),
);
const SystemContactListsPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/SystemContactListsPage')),
);
const SystemContactListPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/SystemContactListPage')),
);
const ListBuilderPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/ListBuilderPage')),
);
const FailedAddressesPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('./pages/FailedAddressesPage')),
);

/** Marketplace users' contact lists, the admin's system lists, and the sidebar's contact modals. */
export const contactsRoutes: FeatureRoutes<ShellModalKey> = {
  dashboardRoutes: [
    {
      path: paths.dashboard.mailing.path,
      page: ContactListsPage,
      titleId: 'screen.mailing',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'contacts',
          labelId: 'nav.myContactLists',
          icon: 'contacts',
          order: 60,
        },
      ],
    },
    {
      path: paths.dashboard.listBuilder.path,
      page: ListBuilderPage,
      titleId: 'screen.listBuilder',
      roles: ROLES.marketplace,
    },
    {
      path: paths.dashboard.mailingList.path,
      page: ContactListPage,
      titleId: 'screen.mailingList',
      roles: ROLES.marketplace,
    },
    {
      path: paths.dashboard.systemMailing.path,
      page: SystemContactListsPage,
      titleId: 'screen.systemMailing',
      roles: ROLES.superAdmin,
    },
    {
      path: paths.dashboard.systemMailingList.path,
      page: SystemContactListPage,
      titleId: 'screen.systemMailingList',
      roles: ROLES.superAdmin,
    },
    {
      path: paths.dashboard.failedMailing.path,
      page: FailedAddressesPage,
      titleId: 'screen.failedMailing',
      roles: ROLES.marketplace,
    },
  ],
  sidebarActions: [
    {
      key: 'upload-contacts',
      action: { modal: 'uploadContacts' },
      titleId: 'screen.uploadContacts',
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'contacts',
          labelId: 'nav.uploadContacts',
          icon: 'upload',
          order: 61,
        },
      ],
    },
    {
      key: 'create-contact-list',
      action: { modal: 'createContactList' },
      titleId: 'screen.createContactList',
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'contacts',
          labelId: 'nav.createContactList',
          icon: 'addList',
          order: 62,
        },
      ],
    },
    {
      key: 'list-builder-modal',
      action: { modal: 'listBuilder' },
      titleId: 'screen.listBuilder',
      sidebar: [
        { roles: ROLES.marketplace, labelId: 'nav.listBuilder', icon: 'listBuilder', order: 70 },
      ],
    },
  ],
};
