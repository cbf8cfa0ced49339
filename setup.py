"""The compiled playout kernel (``core.ai._kernel``), built by ``pip install``.

Optional: where no C compiler is found the install still succeeds and ``core.ai`` plays
in pure Python, more weakly (it says so once in its log).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "core.ai._kernel",
            sources=["kernel/board.c", "kernel/policy.c", "kernel/setups.c", "kernel/search.c",
                     "kernel/selection.c", "kernel/module.c"],
            depends=["kernel/kernel.h", "kernel/search.h", "kernel/selection_lanes.h"],
            # hidden: the kernel's functions call each other directly, not through the
            # table a shared library keeps for functions another library could replace
            # (about 1.5% more playouts a second); the module's init stays visible
            extra_compile_args=["-O3", "-std=c99", "-Wall", "-Wextra",
                                "-Wno-missing-field-initializers", "-fvisibility=hidden"],
            optional=True,
        )
    ]
)
