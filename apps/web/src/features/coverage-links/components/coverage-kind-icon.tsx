import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { COVERAGE_KINDS } from '@portal/shared';

export type CoverageKind = (typeof COVERAGE_KINDS)[number];

const ICONS = {
  text: ArticleOutlined,
  photos: PhotoCameraOutlined,
  video: VideocamOutlined,
  live: SensorsOutlined,
  audio: MicNoneOutlined,
} as const;

/** The icon of a kind of coverage; its name is written beside it. */
export function CoverageKindIcon({ kind, ...props }: { kind: CoverageKind } & SvgIconProps) {
  const Kind = ICONS[kind];
  return <Kind aria-hidden fontSize="small" {...props} />;
}
