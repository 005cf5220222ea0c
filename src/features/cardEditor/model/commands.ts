import type { CommandRegistry } from './commandTypes';
import { EDIT_COMMANDS } from './editCommands';
import { LAYER_COMMANDS } from './layerCommands';
import { LAYOUT_COMMANDS } from './layoutCommands';
import { SELECTION_COMMANDS } from './selectionCommands';

/**
 * The registry of every editor command, by name: what history.ts runs, what the toolbar and menus
 * list (with their labels), and what shortcuts.ts matches key presses against.
 */
export const COMMANDS: CommandRegistry = {
  ...SELECTION_COMMANDS,
  ...EDIT_COMMANDS,
  ...LAYER_COMMANDS,
  ...LAYOUT_COMMANDS,
};

export type {
  Command,
  CommandArgsByName,
  CommandContext,
  CommandName,
  CommandRegistry,
} from './commandTypes';
