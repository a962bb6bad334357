/**
 * The kit's text field: a native `<label>` and `<input>` with the description and error tied by
 * `aria-describedby` (NativeTextField), in the portal as in the login box, so that no admin section
 * downloads React Aria's field and form modules for a text input.
 */
export { NativeTextField as TextField, type NativeTextFieldProps as TextFieldProps } from './NativeTextField'
