export { CheckboxListField, type CheckboxListOption } from './checkbox-list-field'
export {
  CheckboxField,
  FieldError,
  FormAlert,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from './fields'
export { Form, useFormHydrated, useFormUploads } from './form'
export { authOrThrow, FormSubmitError, NETWORK_ERROR_MESSAGE, submitFailureOf } from './submit-error'
export { useField } from './use-field'
export { useZodForm, type ZodForm } from './use-zod-form'
