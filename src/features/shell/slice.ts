import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../state/session';

/** Sidebar entries that open a modal rather than a route (templates-campaigns-contacts §2). */
export type ShellModalKey =
  | 'uploadContacts'
  | 'createContactList'
  | 'listBuilder'
  | 'pricing'
  | 'fundAccount'
  /** The failed-address detail modal, opened from a notification (accounts-money §2). */
  | 'failedAddresses'
  /** An admin's "View as a user…" with the audit trail (issue 29). */
  | 'viewAs'
  /** The PRO upgrade: the plan picker (accounts-money §2, §4). */
  | 'upgradePro'
  /** The same plan picker, opened by the Design Studio side of the switcher: it says why first. */
  | 'studioUpsell'
  /** The Agency Services promo (accounts-money §2 Other modals). */
  | 'agencyServices'
  /** "This needs a paid plan": any screen a plan gates opens it (accounts-money §2, §8). */
  | 'upgradeNeeded'
  /** The first-login welcome (accounts-money §3 hideFirstLoginModal), also "Getting started". */
  | 'welcome';
/** Sidebar entries that show an embedded frame and go to the dashboard home. */
export type FrameKey = 'help' | 'zapier';

export interface ShellState {
  sidebarCollapsed: boolean;
  mobileSidebarOpen: boolean;
  openModal: ShellModalKey | null;
  openFrame: FrameKey | null;
}

const initialState: ShellState = {
  sidebarCollapsed: false,
  mobileSidebarOpen: false,
  openModal: null,
  openFrame: null,
};

/** Every sidebar click: the version check runs on it (spec §4 Version check). */
export const sidebarItemClicked = createAction<{ key: string }>('shell/sidebarItemClicked');

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    mobileSidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileSidebarOpen = action.payload ?? !state.mobileSidebarOpen;
    },
    modalOpened(state, action: PayloadAction<ShellModalKey>) {
      state.openModal = action.payload;
    },
    modalClosed(state) {
      state.openModal = null;
    },
    frameOpened(state, action: PayloadAction<FrameKey>) {
      state.openFrame = action.payload;
    },
    frameClosed(state) {
      state.openFrame = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sidebarItemClicked, (state) => {
        // On mobile the sidebar closes after a selection.
        state.mobileSidebarOpen = false;
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectMobileSidebarOpen: (state) => state.mobileSidebarOpen,
    selectOpenModal: (state) => state.openModal,
    selectOpenFrame: (state) => state.openFrame,
  },
});

export const {
  sidebarToggled,
  mobileSidebarToggled,
  modalOpened,
  modalClosed,
  frameOpened,
  frameClosed,
} = shellSlice.actions;
export const { selectSidebarCollapsed, selectMobileSidebarOpen, selectOpenModal, selectOpenFrame } =
  shellSlice.selectors;
