"""The one safe YAML loader of both games.

Only PyYAML's safe constructor builds values (the one ``yaml.safe_load`` uses, on
libyaml's parser when PyYAML was built with it), so tags such as
``!!python/object/apply`` are refused, never executed. Every mapping refuses a key given
twice, naming both lines (PyYAML keeps the last one silently). :func:`check_shape` bounds
a document before anything is built: nesting deeper than a limit (the composer is
recursive) and aliases that would expand past a number of values ("billion laughs", and
the merge key ``<<`` that copies mappings).

:class:`SafeLoader` reads YAML 1.1 as ``yaml.safe_load`` does (settings, army lists);
:class:`LineLoader` reads card and content files: ``off``/``on``/``yes``/``no`` stay text
(cards have an ``off:`` key), dates stay text, and each mapping remembers its line and
its keys' lines under ``__line__`` and ``__lines__``.
"""

from __future__ import annotations

import re
from typing import Any, Final

import yaml

__all__ = ["DEFAULT_MAX_DEPTH", "DEFAULT_MAX_NODES", "LineLoader", "SafeLoader",
           "YamlShapeError", "check_shape", "load_lines"]

DEFAULT_MAX_DEPTH: Final = 64
DEFAULT_MAX_NODES: Final = 200_000

_BASE: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MERGE_TAG: Final = "tag:yaml.org,2002:merge"


def _brief(key: str) -> str:
    return repr(key if len(key) <= 40 else key[:37] + "...")


class SafeLoader(_BASE):  # type: ignore[valid-type,misc]
    """``yaml.safe_load``'s loader whose mappings refuse a key given twice."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> Any:
        first_line: dict[str, int] = {}
        for key_node, _ in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == _MERGE_TAG:
                continue
            key, line = str(key_node.value), key_node.start_mark.line + 1
            if key in first_line:
                raise yaml.constructor.ConstructorError(
                    None, None,
                    f"duplicate key {_brief(key)} (lines {first_line[key]} and {line}): "
                    "a key given twice is not allowed", key_node.start_mark)
            first_line[key] = line
        return super().construct_mapping(node, deep=deep)


class LineLoader(SafeLoader):
    """The card and content files' loader: YAML 1.2 booleans, dates as text, and the
    line of every mapping and of each of its keys."""


LineLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
LineLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def _construct_lined_mapping(loader: LineLoader, node: yaml.MappingNode) -> dict[str, Any]:
    mapping: dict[str, Any] = {
        str(k): v for k, v in loader.construct_mapping(node, deep=True).items()
    }
    lines: dict[str, int] = {}
    for key_node, _ in node.value:
        if isinstance(key_node, yaml.ScalarNode):
            lines[str(key_node.value)] = key_node.start_mark.line + 1
    mapping["__line__"] = node.start_mark.line + 1
    mapping["__lines__"] = lines
    return mapping


def _construct_int(loader: LineLoader, node: yaml.ScalarNode) -> int:
    try:
        return int(yaml.SafeLoader.construct_yaml_int(loader, node))
    except ValueError as exc:  # Python refuses to convert integers of over 4300 digits
        raise yaml.constructor.ConstructorError(
            None, None, f"a number with too many digits ({len(str(node.value))} characters)",
            node.start_mark) from exc


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                           _construct_lined_mapping)
LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def load_lines(text: str) -> Any:
    """One document read with :class:`LineLoader` (yaml.YAMLError on failure)."""
    loader = LineLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


class YamlShapeError(ValueError):
    """A document nested too deeply or expanding to too many values."""

    def __init__(self, message: str, line: int | None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def _line(event: yaml.Event) -> int | None:
    return None if event.start_mark is None else event.start_mark.line + 1


def _column(event: yaml.Event) -> int | None:
    return None if event.start_mark is None else event.start_mark.column + 1


def check_shape(text: str, max_depth: int = DEFAULT_MAX_DEPTH,
                max_nodes: int = DEFAULT_MAX_NODES) -> None:
    """Refuse deep nesting and alias bombs from the parser's events (nothing built):
    YamlShapeError, or yaml.YAMLError for text that does not parse."""
    # Each open collection: [anchor, number of values inside once aliases are expanded].
    stack: list[list[Any]] = []
    anchored: dict[str, int] = {}
    expanded = 0
    for event in yaml.parse(text, Loader=_BASE):
        added = 0
        if isinstance(event, yaml.CollectionStartEvent):
            stack.append([event.anchor, 1])
            added = 1
            if len(stack) > max_depth:
                raise YamlShapeError(f"nested too deeply (more than {max_depth} levels)",
                                     _line(event), _column(event))
        elif isinstance(event, yaml.CollectionEndEvent):
            anchor, count = stack.pop()
            if anchor is not None:
                anchored[anchor] = count
            if stack:
                stack[-1][1] += count
        elif isinstance(event, yaml.ScalarEvent):
            if event.anchor is not None:
                anchored[event.anchor] = 1
            added = 1
            if stack:
                stack[-1][1] += 1
        elif isinstance(event, yaml.AliasEvent):
            # An alias of a collection still open (a recursive structure) counts as one.
            added = anchored.get(event.anchor or "", 1)
            if stack:
                stack[-1][1] += added
        expanded += added
        if expanded > max_nodes:
            raise YamlShapeError(f"too many values (over {max_nodes}, counting repeated "
                                 "aliases)", _line(event))
