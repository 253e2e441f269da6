import type { Ref } from 'react';

export interface UrlTitleProps {
  /** Spread on the heading: `id` names the frame; `ref` and `tabIndex` let focus move to it while the request waits. */
  titleProps: { id: string; ref: Ref<HTMLHeadingElement>; tabIndex?: number };
  /** "Open a website?", or while waiting "Waiting for you to finish on …" (text). */
  title: string;
  /** While waiting, or when the page was opened before: what to do next (text). */
  hint?: string;
}

/**
 * The URL request's title lines: a heading and, while waiting, its hint.
 * @selector .mcpe-UrlConsent-title, .mcpe-UrlConsent-hint
 */
export function ElicitationUrlTitle({ titleProps, title, hint }: UrlTitleProps) {
  return (
    <>
      <h2 {...titleProps} className="mcpe-UrlConsent-title">
        {title}
      </h2>
      {hint && <p className="mcpe-UrlConsent-hint">{hint}</p>}
    </>
  );
}
