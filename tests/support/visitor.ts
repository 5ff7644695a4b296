import * as cheerio from "cheerio";

/** A made-up client address for one test visitor (a private range, so no real address is named). */
export function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * A browser-like HTTP client for system tests: keeps cookies, sends the Origin a browser sends on a form post,
 * never follows redirects by itself (tests look at them), and reads a page's form as the browser would submit it.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();

  readonly baseUrl: string;

  /** Where this visitor connects from, as the load balancer in front of the app says (X-Forwarded-For). */
  readonly address: string;

  constructor(baseUrl: string, address = visitorAddress()) {
    this.baseUrl = baseUrl;
    this.address = address;
  }

  /** The same visitor (same cookies, same address) talking to another instance of the app. */
  on(baseUrl: string): Visitor {
    const twin = new Visitor(baseUrl, this.address);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    headers.set("X-Forwarded-For", this.address);
    if (init.method && init.method !== "GET") headers.set("Origin", new URL(this.baseUrl).origin);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    this.remember(response);
    return response;
  }

  async get(path: string): Promise<Response> {
    return this.request(path);
  }

  async html(path: string): Promise<string> {
    const response = await this.get(path);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return response.text();
  }

  async post(path: string, body: URLSearchParams | FormData): Promise<Response> {
    return this.request(path, { method: "POST", body });
  }

  /** Fills the form `selector` on the page at `path` with `fields` over its own values, and submits it. */
  async submitForm(path: string, selector: string, fields: Record<string, string>): Promise<Response> {
    const { action, values } = readForm(await this.html(path), selector, path);
    for (const [name, value] of Object.entries(fields)) values.set(name, value);
    return this.post(action, values);
  }

  async signIn(email: string, password: string, loginPath = "/admin/login"): Promise<void> {
    const response = await this.submitForm(loginPath, "form[method=post]", { email, password });
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  }
}

/** A form's action and the values it would submit as it stands (hidden fields, defaults, checked boxes). */
export function readForm(html: string, selector: string, pagePath: string) {
  const $ = cheerio.load(html);
  const form = $(selector).first();
  if (form.length === 0) throw new Error(`no form ${selector} on ${pagePath}`);
  const values = new URLSearchParams();
  form.find("input[name], textarea[name], select[name]").each((_, element) => {
    const field = $(element);
    const name = field.attr("name") ?? "";
    const type = (field.attr("type") ?? "").toLowerCase();
    if (element.tagName === "textarea") values.append(name, field.text());
    else if (element.tagName === "select") values.append(name, field.find("option[selected]").attr("value") ?? "");
    else if (type === "checkbox" || type === "radio") {
      if (field.attr("checked") !== undefined) values.append(name, field.attr("value") ?? "on");
    } else if (type !== "file" && type !== "submit") values.append(name, field.attr("value") ?? "");
  });
  return { action: form.attr("action") ?? pagePath, values };
}
