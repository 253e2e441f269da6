/**
 * Counts the form fields whose components re-render in each React commit, for both
 * libraries alike, through the hook React DevTools uses (React calls it in production
 * builds too). Import this module before react-dom.
 *
 * A component "rendered" in a commit when its fiber is new to the tree (cloned for this
 * render: a skipped subtree keeps last commit's fiber objects) and carries React's
 * PerformedWork flag (cloned fibers that bailed out do not). Each rendered component is
 * attributed to the field element around its first DOM node: `.mcpe-Field` for ours,
 * rjsf's `.rjsf-field` wrappers except the root object's.
 */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
}
interface FiberRoot {
  current: Fiber;
}

/** Function, class, forwardRef, memo and simple-memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const HOST_COMPONENT = 5;
const PERFORMED_WORK = 1;
const FIELD_SELECTOR = '.mcpe-Field, .rjsf-field:not(.rjsf-field-object)';

export interface RenderCounter {
  enabled: boolean;
  /** One entry per commit while enabled: distinct fields with a re-rendered component, and those components. */
  commits: { fields: number; components: number }[];
}

export const renderCounter: RenderCounter = { enabled: false, commits: [] };

const previous = new WeakMap<FiberRoot, WeakSet<Fiber>>();

function firstElement(fiber: Fiber): Element | null {
  if (fiber.tag === HOST_COMPONENT) return fiber.stateNode as Element;
  for (let child = fiber.child; child; child = child.sibling) {
    const found = firstElement(child);
    if (found) return found;
  }
  return null;
}

function onCommit(root: FiberRoot) {
  const seen = new WeakSet<Fiber>();
  const before = previous.get(root);
  const fields = new Set<Element>();
  let components = 0;
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    seen.add(fiber);
    if (COMPONENT_TAGS.has(fiber.tag) && !before?.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) {
      const field = firstElement(fiber)?.closest(FIELD_SELECTOR);
      if (field) {
        fields.add(field);
        components += 1;
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  previous.set(root, seen);
  renderCounter.commits.push({ fields: fields.size, components });
}

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => {},
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: (_id: number, root: FiberRoot) => {
    // Enable before the form mounts: without the previous commit's tree, fibers of skipped
    // subtrees (flags left from their last render) would count as rendered.
    if (renderCounter.enabled) onCommit(root);
  },
};
