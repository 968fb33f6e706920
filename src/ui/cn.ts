import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryLength, isArbitraryValue, isFraction, isNumber, isTshirtSize } = validators;
type Values = (string | ((value: string) => boolean))[];
const SPACING: Values = [isNumber, 'px', 'auto', isArbitraryValue];
const SIZES: Values = [
  ...SPACING,
  isFraction,
  isTshirtSize,
  'full',
  'screen',
  'fit',
  'min',
  'max',
  'dvh',
  'svh',
  'lvh',
  'none',
  'prose',
];
const CORNERS = ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'];
const sides = (prefix: string) => ['', 'x', 'y', 't', 'r', 'b', 'l'].map((side) => `${prefix}${side}`);
const group = (prefix: string, values: Values = SPACING) => [{ [prefix]: values }];

/**
 * tailwind-merge with the class groups our screens restyle (a caller's class beats the component's
 * own of the same group), not its whole default config: that is 6 KB gzip on every first load
 * (docs/decisions/018-first-load.md). cn.test.ts checks every className in src against the full
 * default config; a restyle of a group missing here fails it, and the group is added below.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'hidden',
      'contents',
    ],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: ['1', 'auto', 'initial', 'none'] }],
    shrink: ['shrink', { shrink: [isAny] }],
    grow: ['grow', { grow: [isAny] }],
    'align-items': [{ items: [isAny] }],
    'align-content': [{ content: [isAny] }],
    'justify-content': [
      { justify: ['normal', 'start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline'] },
    ],
    'justify-items': [{ 'justify-items': [isAny] }],
    'justify-self': [{ 'justify-self': [isAny] }],
    gap: group('gap'),
    'gap-x': group('gap-x'),
    'gap-y': group('gap-y'),
    ...Object.fromEntries([...sides('p'), ...sides('m')].map((name) => [name, group(name)])),
    w: group('w', SIZES),
    h: group('h', SIZES),
    size: group('size', SIZES),
    'min-w': group('min-w', SIZES),
    'min-h': group('min-h', SIZES),
    'max-w': group('max-w', SIZES),
    'max-h': group('max-h', SIZES),
    cursor: [{ cursor: [isAny] }],
    'pointer-events': [{ 'pointer-events': ['none', 'auto'] }],
    animate: [{ animate: [isAny] }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    z: [{ z: [isAny] }],
    ...Object.fromEntries(
      ['inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'].map((name) => [
        name,
        group(name, [...SPACING, isFraction, 'full']),
      ]),
    ),
    transition: ['transition', { transition: ['all', 'colors', 'opacity', 'shadow', 'transform', 'none'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': [isAny] }],
    'overflow-y': [{ 'overflow-y': [isAny] }],
    'line-clamp': [{ 'line-clamp': [isAny] }],
    whitespace: [{ whitespace: [isAny] }],
    'font-size': [{ text: [isTshirtSize, 'base', isArbitraryLength] }],
    leading: [{ leading: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-decoration-style': [{ decoration: ['solid', 'dashed', 'dotted', 'double', 'wavy'] }],
    'underline-offset': [{ 'underline-offset': [isAny] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-color': [{ text: [isAny] }],
    'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'] }],
    'bg-color': [{ bg: [isAny] }],
    'border-w': ['border', { border: ['0', '2', '4', '8'] }],
    ...Object.fromEntries(
      ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side) => [
        `border-w-${side}`,
        [`border-${side}`, { [`border-${side}`]: ['0', '2', '4', '8', isArbitraryLength] }],
      ]),
    ),
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [isAny] }],
    ...Object.fromEntries(
      CORNERS.map((corner) => [
        `rounded-${corner}`,
        ['rounded-' + corner, { [`rounded-${corner}`]: [isAny] }],
      ]),
    ),
    rounded: ['rounded', { rounded: [isAny] }],
    shadow: ['shadow', { shadow: [isAny] }],
    opacity: [{ opacity: [isAny] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
    rounded: CORNERS.map((corner) => `rounded-${corner}`),
    ...Object.fromEntries(
      ['t', 'r', 'b', 'l'].map((side) => [
        `rounded-${side}`,
        CORNERS.filter((c) => c.length === 2 && c.includes(side)).map((c) => `rounded-${c}`),
      ]),
    ),
    'line-clamp': ['display', 'overflow'],
    'font-size': ['leading'],
    flex: ['grow', 'shrink'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    overflow: ['overflow-x', 'overflow-y'],
    'border-w': [
      'border-w-x',
      'border-w-y',
      'border-w-t',
      'border-w-r',
      'border-w-b',
      'border-w-l',
      'border-w-s',
      'border-w-e',
    ],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export const cn = (...inputs: ClassValue[]) => merge(clsx(inputs));
