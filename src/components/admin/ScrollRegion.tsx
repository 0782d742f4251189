import type React from 'react'

/** The focus ring's reach beyond a control (3 px outline and 3 px halo, globals.css) and a little room. */
const RING_ROOM_PX = 10

/**
 * Scrolls the region sideways so that the focused control, its ring included, is inside it: the
 * browser scrolls a partly hidden control only until its edge meets the region's, and one already
 * inside leaves its ring cut off at the edge.
 */
function followFocus(event: React.FocusEvent<HTMLDivElement>) {
  const region = event.currentTarget
  if (event.target === region) return
  const box = region.getBoundingClientRect()
  const left = box.left + region.clientLeft
  const right = left + region.clientWidth
  const control = event.target.getBoundingClientRect()
  if (control.right + RING_ROOM_PX > right) region.scrollLeft += Math.min(control.right + RING_ROOM_PX - right, control.left - RING_ROOM_PX - left)
  else if (control.left - RING_ROOM_PX < left) region.scrollLeft -= left - (control.left - RING_ROOM_PX)
}

/**
 * A wide table on a narrow screen (or a long message) scrolls inside its box, not the page. The
 * region can be focused, so a keyboard can scroll it too (WCAG 2.1.1), and is named for screen
 * readers. A control focused inside it is scrolled into it with room for its focus ring.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} onFocus={followFocus} className={`relative scroll-px-3 overflow-auto ${className}`}>
      {children}
    </div>
  )
}
