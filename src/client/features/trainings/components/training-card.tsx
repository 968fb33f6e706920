import { CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import type { TrainingView } from '../../../../shared/schemas/trainings';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { VideoEmbed } from '../../../../ui/video-embed';

type TrainingCardProps = {
  training: TrainingView;
  busy: boolean;
  onToggleWatched: (training: TrainingView) => void;
};

/**
 * A card of the trainings grid: the embedded video, category badge, title, description, and the
 * member's progress.
 */
export function TrainingCard({ training, busy, onToggleWatched }: TrainingCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col overflow-hidden">
      <VideoEmbed videoId={training.youtubeVideoId} title={training.title} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{training.category}</Badge>
          {training.watched && (
            <Badge variant="success" data-testid="watched-badge">
              Assistido
            </Badge>
          )}
        </div>
        <h2 id={titleId} className="font-semibold leading-tight">
          {training.title}
        </h2>
        {training.description && (
          <p className="whitespace-pre-line text-sm text-muted-foreground">{training.description}</p>
        )}
        <Button
          variant={training.watched ? 'secondary' : 'outline'}
          size="sm"
          className="mt-auto w-fit"
          aria-pressed={training.watched}
          disabled={busy}
          onClick={() => onToggleWatched(training)}
        >
          {training.watched ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}
          {training.watched ? 'Assistido' : 'Marcar como assistido'}
        </Button>
      </div>
    </Card>
  );
}
