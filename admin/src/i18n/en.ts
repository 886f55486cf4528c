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
      visitors: 'Site visitors',
      visitors_hint:
        'Visits to the public website (page views that did not come from another page of the site), counted by our server without cookies or personal data. Bots are left out.',
      visitors_detail: '%{pageViews} page views · %{searches} searches · %{submits} enquiries',
      visitors_since: 'since %{date}',
      figures_unavailable: 'The figures could not be loaded.',
    },
  },
};

type MessagesLike<T> = { [K in keyof T]: T[K] extends string ? string : MessagesLike<T[K]> };

/** The shape every language's app messages must have. */
export type AppMessages = MessagesLike<typeof en>;
