"""Reading the settings and army lists' YAML with the one safe loader
(:mod:`..core.yaml_safe`: safe constructor only, duplicate keys refused naming both
lines, nesting and alias expansion bounded before anything is built). Every failure is a
LoadError with the line and column when known.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..core.yaml_safe import (
    DEFAULT_MAX_DEPTH,
    DEFAULT_MAX_NODES,
    SafeLoader,
    YamlShapeError,
    check_shape,
)
from .errors import LoadError

# PyYAML's safe loader, on libyaml when PyYAML was built with it (CSafeLoader: the
# same SafeConstructor, so the same tags are refused, with libyaml's parser). Its
# parser is iterative, where the pure-Python scanner slows down quadratically on
# long runs of "[[[[" before the depth limit can refuse them; and values are only
# built after the first pass has bounded the depth, so the recursive composer is safe.
_DUMPER: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

_TAG = re.compile(r"constructor for the tag '([^']*)'")


@dataclass
class YamlDocument:
    data: Any
    key_lines: dict[str, int] = field(default_factory=dict)
    """Line (1-based) of each top-level key whose key is a plain scalar."""
    item_lines: dict[str, list[int]] = field(default_factory=dict)
    """For a top-level key holding a list: the line of each item."""


def _message(exc: yaml.YAMLError) -> str:
    if isinstance(exc, yaml.MarkedYAMLError) and "nesting depth" in str(exc.problem):
        return "nested too deeply"  # libyaml's own limit, met before ours when scanning
    if isinstance(exc, yaml.constructor.ConstructorError):
        problem = exc.problem or ""
        match = _TAG.search(problem)
        if match:
            tag = match.group(1).replace("tag:yaml.org,2002:", "!!")
            return f"YAML tag {tag} is not allowed (only plain values are)"
        return f"invalid YAML value: {problem}"
    if isinstance(exc, yaml.reader.ReaderError):
        char = exc.character  # a str from the Python reader, an int from libyaml
        code = char if isinstance(char, int) else ord(char[:1] or "\0")
        return f"not valid YAML: character U+{code:04X} is not allowed"
    if isinstance(exc, yaml.MarkedYAMLError):
        text = exc.problem or exc.context or "syntax error"
        if exc.context and exc.problem:
            text = f"{exc.context}, {exc.problem}"
        return f"not valid YAML: {text}"
    return f"not valid YAML: {exc}"


def _error(path: str | os.PathLike[str], text: str, exc: yaml.YAMLError) -> LoadError:
    line = column = None
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        if mark is not None:
            line, column = mark.line + 1, mark.column + 1
    elif isinstance(exc, yaml.reader.ReaderError):
        line = text.count("\n", 0, exc.position) + 1
        column = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
    return LoadError(path, _message(exc)[:300], line=line, column=column)


def load_yaml(
    path: str | os.PathLike[str],
    text: str,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_nodes: int = DEFAULT_MAX_NODES,
) -> YamlDocument:
    """Parse one YAML document with the safe loader; LoadError on any failure."""
    try:
        check_shape(text, max_depth, max_nodes)
        loader = SafeLoader(text)
        try:
            node = loader.get_single_node()
            key_lines: dict[str, int] = {}
            item_lines: dict[str, list[int]] = {}
            if isinstance(node, yaml.MappingNode):
                for key_node, value_node in node.value:
                    if not isinstance(key_node, yaml.ScalarNode):
                        continue
                    key = str(key_node.value)
                    key_lines.setdefault(key, key_node.start_mark.line + 1)
                    if isinstance(value_node, yaml.SequenceNode):
                        item_lines.setdefault(
                            key, [item.start_mark.line + 1 for item in value_node.value]
                        )
            data = None if node is None else loader.construct_document(node)
        finally:
            loader.dispose()
    except YamlShapeError as exc:
        raise LoadError(path, exc.message, line=exc.line, column=exc.column) from exc
    except yaml.YAMLError as exc:
        raise _error(path, text, exc) from exc
    except RecursionError as exc:
        raise LoadError(path, "nested too deeply") from exc
    except (ValueError, TypeError, OverflowError) as exc:
        # The safe constructors can still fail on odd scalars: "2024-13-45" is read
        # as a date and refused by datetime, "!!int" with 5000 digits by int().
        if "digits" in str(exc):
            line = column = None
            match = re.search(r"\d{4301,}", text)
            if match is not None:
                line = text.count("\n", 0, match.start()) + 1
                column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
            raise LoadError(path, "invalid YAML value: a number has too many digits",
                            line=line, column=column) from exc
        raise LoadError(path, f"invalid YAML value: {exc}"[:300]) from exc
    return YamlDocument(data, key_lines, item_lines)


def dump_yaml(data: dict[str, Any]) -> str:
    """Plain YAML (safe dumper) in the key order given."""
    text: str = yaml.dump(data, Dumper=_DUMPER, sort_keys=False, allow_unicode=True,
                          default_flow_style=False)
    return text
