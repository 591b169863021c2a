/**
 * Just enough of a DOM for react-dom/client to render and update a tree in
 * Node (no layout, no events dispatched, no selection): elements, text and
 * comments with their children, attributes, style and listeners. Tests that
 * count renders install it, render with `act`, and remove it afterwards; the
 * other UI tests render to HTML on the server and need none.
 */

class MiniNode {
  parentNode: MiniNode | null = null;
  readonly childNodes: MiniNode[] = [];
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    readonly ownerDocument: MiniDocument | null,
  ) {}
  get firstChild(): MiniNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): MiniNode | null {
    return this.childNodes.at(-1) ?? null;
  }
  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  appendChild<N extends MiniNode>(child: N): N {
    return this.insertBefore(child, null);
  }
  insertBefore<N extends MiniNode>(child: N, before: MiniNode | null): N {
    child.parentNode?.removeChild(child);
    const at = before === null ? -1 : this.childNodes.indexOf(before);
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild<N extends MiniNode>(child: N): N {
    const at = this.childNodes.indexOf(child);
    if (at >= 0) this.childNodes.splice(at, 1);
    child.parentNode = null;
    return child;
  }
  contains(other: MiniNode | null): boolean {
    for (let node = other; node !== null; node = node.parentNode) if (node === this) return true;
    return false;
  }
  getRootNode(): MiniNode {
    return this.parentNode === null ? this : this.parentNode.getRootNode();
  }
  get textContent(): string {
    return this.childNodes.map((child) => child.textContent).join('');
  }
  set textContent(text: string) {
    for (const child of [...this.childNodes]) this.removeChild(child);
    if (text !== '' && this.ownerDocument !== null) this.appendChild(this.ownerDocument.createTextNode(text));
  }
  readonly listeners: Listener[] = [];
  addEventListener(
    type: string,
    listener: (event: object) => void,
    options?: boolean | { capture?: boolean },
  ) {
    const capture = typeof options === 'boolean' ? options : options?.capture === true;
    this.listeners.push({ type, listener, capture });
  }
  removeEventListener(
    type: string,
    listener: (event: object) => void,
    options?: boolean | { capture?: boolean },
  ) {
    const capture = typeof options === 'boolean' ? options : options?.capture === true;
    const at = this.listeners.findIndex(
      (l) => l.type === type && l.listener === listener && l.capture === capture,
    );
    if (at >= 0) this.listeners.splice(at, 1);
  }
}

interface Listener {
  type: string;
  listener: (event: object) => void;
  capture: boolean;
}

class MiniText extends MiniNode {
  constructor(
    public nodeValue: string,
    owner: MiniDocument,
    nodeType = 3,
  ) {
    super(nodeType, nodeType === 3 ? '#text' : '#comment', owner);
  }
  override get textContent(): string {
    return this.nodeType === 3 ? this.nodeValue : '';
  }
  override set textContent(text: string) {
    this.nodeValue = text;
  }
}

class MiniStyle {
  readonly properties = new Map<string, string>();
  setProperty(name: string, value: string): void {
    this.properties.set(name, value);
  }
  removeProperty(name: string): void {
    this.properties.delete(name);
  }
}

class MiniElement extends MiniNode {
  readonly attributes = new Map<string, string>();
  readonly style = new MiniStyle();
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  constructor(tagName: string, owner: MiniDocument) {
    super(1, tagName.toUpperCase(), owner);
  }
  get tagName(): string {
    return this.nodeName;
  }
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  focus(): void {}
  blur(): void {}
}

class MiniDocument extends MiniNode {
  readonly documentElement: MiniElement;
  readonly body: MiniElement;
  readonly activeElement: MiniElement;
  readonly visibilityState = 'hidden';
  constructor() {
    super(9, '#document', null);
    this.documentElement = this.appendChild(new MiniElement('html', this));
    this.body = this.documentElement.appendChild(new MiniElement('body', this));
    this.activeElement = this.body;
  }
  createElement(tagName: string): MiniElement {
    return new MiniElement(tagName, this);
  }
  createElementNS(_namespace: string, tagName: string): MiniElement {
    return new MiniElement(tagName, this);
  }
  createTextNode(text: string): MiniText {
    return new MiniText(text, this);
  }
  createComment(text: string): MiniText {
    return new MiniText(text, this, 8);
  }
}

/** An element of the mini DOM (for a test's container and its queries). */
export type { MiniElement };

const GLOBALS = ['window', 'document', 'navigator', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;

/** Installs a fresh mini DOM on globalThis; answers a container in its body and the uninstall. */
export function installMiniDom(): { container: MiniElement; uninstall: () => void } {
  const saved = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const document = new MiniDocument();
  const window = {
    document,
    navigator: { userAgent: 'node' },
    HTMLIFrameElement: class HTMLIFrameElement {},
    addEventListener() {},
    removeEventListener() {},
  };
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  define('window', window);
  define('document', document);
  define('navigator', window.navigator);
  define('requestAnimationFrame', (callback: (time: number) => void) => setTimeout(() => callback(0), 0));
  define('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  const container = document.body.appendChild(document.createElement('div'));
  const uninstall = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) Reflect.deleteProperty(globalThis, name);
      else Object.defineProperty(globalThis, name, descriptor);
    }
  };
  return { container, uninstall };
}

/** The text a user would see under `node`: React hides a suspended part (display: none) rather than removing it. */
export function shownText(node: MiniNode): string {
  if (node instanceof MiniElement && node.style.properties.get('display') === 'none') return '';
  return node instanceof MiniElement ? node.childNodes.map(shownText).join('') : node.textContent;
}

/** Every element under `root` with this tag name, in document order. */
export function elementsByTag(root: MiniNode, tagName: string): MiniElement[] {
  const found: MiniElement[] = [];
  for (const child of root.childNodes) {
    if (child instanceof MiniElement && child.tagName === tagName.toUpperCase()) found.push(child);
    found.push(...elementsByTag(child, tagName));
  }
  return found;
}

/** Dispatches a bubbling event of this type at `target` (capture listeners top-down, then bubbling ones). */
export function dispatch(target: MiniElement, type: string): void {
  const path: MiniNode[] = [];
  for (let node: MiniNode | null = target; node !== null; node = node.parentNode) path.push(node);
  let stopped = false;
  const event = {
    type,
    target,
    bubbles: true,
    cancelable: true,
    defaultPrevented: false,
    timeStamp: Date.now(),
    isTrusted: true,
    eventPhase: 0,
    currentTarget: null as MiniNode | null,
    preventDefault() {
      event.defaultPrevented = true;
    },
    stopPropagation() {
      stopped = true;
    },
  };
  const run = (node: MiniNode, capture: boolean) => {
    event.currentTarget = node;
    for (const entry of [...node.listeners]) {
      if (entry.type === type && entry.capture === capture) entry.listener(event);
    }
  };
  for (const node of [...path].reverse()) if (!stopped) run(node, true);
  for (const node of path) if (!stopped) run(node, false);
}
