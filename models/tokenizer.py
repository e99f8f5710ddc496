"""The own tagger's tokenizer, built with ``tokenizers``: one token per CJK character, per digit,
per punctuation mark and per whitespace character (a line break is context: chat lines, rosters),
and WordPiece pieces for Latin words (Trần → Tr ##ần). Training only; the run time loads
``tokenizer.json``."""

from __future__ import annotations

from collections.abc import Iterable

from tokenizers import Regex, Tokenizer, models, pre_tokenizers, trainers

UNK = "[UNK]"
PAD = "[PAD]"


def pre_tokenizer() -> pre_tokenizers.PreTokenizer:
    return pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(r"\s"), behavior="isolated"),
            pre_tokenizers.Split(
                Regex(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]"), behavior="isolated"
            ),
            pre_tokenizers.Punctuation(behavior="isolated"),
            pre_tokenizers.Split(
                Regex(r"[^\p{L}\p{N}\p{M}\s]"), behavior="isolated"
            ),  # symbols, emoji
            pre_tokenizers.Digits(individual_digits=True),
        ]
    )


def build(texts: Iterable[str], vocab_size: int = 6000, min_frequency: int = 2) -> Tokenizer:
    tok = Tokenizer(models.WordPiece(unk_token=UNK, max_input_chars_per_word=24))
    tok.pre_tokenizer = pre_tokenizer()
    trainer = trainers.WordPieceTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=[PAD, UNK],
        limit_alphabet=vocab_size,
        show_progress=False,
    )
    tok.train_from_iterator(texts, trainer=trainer)
    return tok
