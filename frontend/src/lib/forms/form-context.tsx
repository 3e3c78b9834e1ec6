// The form a field belongs to, without passing it through every layer of a page.
import { createContext, useContext, type ReactNode } from 'react';
import type { Form } from './use-form';

// The context carries forms of every value type; fields read it by name, so it cannot name one type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FormContext = createContext<Form<any> | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FormProvider({ form, children }: { form: Form<any>; children: ReactNode }) {
  return <FormContext.Provider value={form}>{children}</FormContext.Provider>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useFormContext(): Form<any> {
  const form = useContext(FormContext);
  if (!form) throw new Error('field outside FormProvider');
  return form;
}
