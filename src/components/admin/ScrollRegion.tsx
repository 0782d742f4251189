import type React from 'react'

/**
 * A wide table on a narrow screen (or a long message) scrolls inside its box, not the page. The
 * region can be focused, so a keyboard can scroll it too (WCAG 2.1.1), and is named for screen readers.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-auto ${className}`}>
      {children}
    </div>
  )
}
