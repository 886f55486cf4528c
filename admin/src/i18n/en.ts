/**
 * English texts of the back-office (react-admin's own texts come from ra-language-english).
 * `de.ts` must have the same keys: the `AppMessages` type and `messages.spec.ts` both check it.
 */
export const en = {
  medstaff: {
    app: {
      title: 'MedStaff Admin',
    },
    auth: {
      no_back_office_access: 'This account has no access to the back-office.',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
    },
  },
};

type MessagesLike<T> = { [K in keyof T]: T[K] extends string ? string : MessagesLike<T[K]> };

/** The shape every language's app messages must have. */
export type AppMessages = MessagesLike<typeof en>;
