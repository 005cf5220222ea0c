/**
 * The app's own light controls: native elements drawn with antd's control tokens (controls.css),
 * for screens whose route budget has no room for antd's Input, Select or Checkbox. Feature code
 * uses these or antd's, never a raw <input>, <select>, <textarea> or <button> (eslint.config.js).
 */
export { Choice } from './Choice';
export { NativeSelect } from './NativeSelect';
export { TextArea } from './TextArea';
export { TextInput } from './TextInput';
