import type { FieldErrors, CheckedFormName } from "./form-validation.ts";

type Validate = (form: HTMLFormElement, schema: CheckedFormName) => FieldErrors;

const ERROR_CLASS = "mt-1.5 space-y-1 text-sm font-medium text-red-700";

/** Shows (or clears) one field's errors the way the server renders them: a list tied to the control. */
function showFieldErrors(control: HTMLElement, errors: string[] | undefined | null) {
  const errorId = `${control.id}-error`;
  let list = document.getElementById(errorId);
  const describedBy = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (!errors?.length) {
    list?.remove();
    control.removeAttribute("aria-invalid");
  } else {
    if (!list) {
      list = document.createElement("ul");
      list.id = errorId;
      list.className = ERROR_CLASS;
      const hint = document.getElementById(`${control.id}-hint`);
      (hint ?? control).after(list);
    }
    list.replaceChildren(
      ...errors.map((error) => {
        const item = document.createElement("li");
        item.textContent = error;
        return item;
      }),
    );
    control.setAttribute("aria-invalid", "true");
    describedBy.push(errorId);
  }
  if (describedBy.length) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}

const namedControl = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLElement && control.id ? control : null;
};

/**
 * The forms of pages sent without the framework (lead forms, sign-in and sign-up): the server's schema checks each field as the visitor leaves it and the whole
 * form on submit, with the server's wording, and the button is disabled while the form is sent. The schema
 * code loads when the visitor first touches the form; until then, and without JavaScript, the browser's
 * own checks and the server's answer do the work.
 */
export function mount(element: HTMLElement, { schema }: { schema: CheckedFormName }): void {
  const form = element.querySelector("form");
  if (!form) return;
  let validator: Promise<Validate> | undefined;
  const load = () => (validator ??= import("./form-validation.ts").then((module) => module.validateForm));
  const touched = new Set<string>();
  let sending = false;

  form.noValidate = true;
  form.addEventListener("focusin", () => void load(), { once: true });
  // The page is kept for days; the earliest date to offer is today's, in India, where the office works.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-min-today]")) input.min = today;

  const refresh = async (only?: Set<string>) => {
    const errors = (await load())(form, schema);
    for (const element of form.elements) {
      const name = (element as HTMLInputElement).name;
      const control = name ? namedControl(form, name) : null;
      if (!control || (only && !only.has(name))) continue;
      showFieldErrors(control, errors[name]);
    }
    return errors;
  };

  form.addEventListener("focusout", (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    touched.add(name);
    void refresh(touched);
  });
  form.addEventListener("input", (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && touched.has(name)) void refresh(touched);
  });
  form.addEventListener("submit", (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    const submitter = event.submitter;
    void refresh().then((errors) => {
      const firstInvalid = Object.keys(errors)
        .map((name) => namedControl(form, name))
        .find(Boolean);
      if (firstInvalid) {
        for (const name of Object.keys(errors)) touched.add(name);
        firstInvalid.focus();
        return;
      }
      sending = true;
      if (submitter instanceof HTMLButtonElement) {
        submitter.setAttribute("aria-disabled", "true");
        if (submitter.dataset.pendingLabel) submitter.textContent = submitter.dataset.pendingLabel;
      }
      HTMLFormElement.prototype.submit.call(form);
    });
  });
}
