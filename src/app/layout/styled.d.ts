import 'styled-components';
import type { ThemeOption } from '../../theme/themes';

declare module 'styled-components' {
  export interface DefaultTheme {
    topbar: ThemeOption;
    sidebar: ThemeOption;
    layout: ThemeOption;
  }
}
