/**
 * The app's own light controls: native elements drawn with antd's control tokens (fields.css,
 * choice.css, button.css, file.css, colour.css), for screens whose route budget has no room for
 * antd's Input, Select, Checkbox, ColorPicker or Button.
 * Feature code uses these or antd's, never a raw <input>, <select>, <textarea> or <button>
 * (eslint.config.js).
 */
export { BusyButton } from './BusyButton';
export { Choice } from './Choice';
export { ColourInput } from './ColourInput';
export { FileInput } from './FileInput';
export { FormField, fieldProblemId } from './FormField';
export { NativeSelect } from './NativeSelect';
export { PlainButton, type PlainButtonVariant } from './PlainButton';
export { TextArea } from './TextArea';
export { TextInput } from './TextInput';
