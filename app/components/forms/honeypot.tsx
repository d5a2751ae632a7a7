import { HONEYPOT_FIELD } from "~/forms/spam";

/**
 * The spam trap (app/forms/spam.ts): a field people never see, reach by Tab or hear, which only
 * form-filling software fills. Off-screen rather than display:none, which some bots skip.
 * Password managers are asked to leave it alone (1Password, LastPass, Bitwarden, Dashlane each
 * read their own attribute); should one fill it anyway, the form says so and offers the mail.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}
